ALTER TABLE "configurator_platforms" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "configurator_platforms" ADD COLUMN "updated_by" text;