ALTER TABLE "products" ADD COLUMN "seo_title_nl" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_nl" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_en" text;