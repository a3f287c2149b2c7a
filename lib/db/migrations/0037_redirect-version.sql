ALTER TABLE "aliases" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "aliases" ADD COLUMN "updated_by" text;