CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"doc" "tsvector" NOT NULL,
	"title" "tsvector" NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_popularity_idx" ON "product_search" USING btree ("popularity" DESC NULLS LAST,"product_id");