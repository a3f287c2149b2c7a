ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "html_blocks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "html_blocks" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_by" text;