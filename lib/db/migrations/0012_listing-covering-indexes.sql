DROP INDEX "product_specs_key_value_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "product_specs_facet_idx" ON "product_specs" USING btree ("key","value","product_id") WHERE "product_specs"."facet";--> statement-breakpoint
CREATE INDEX "product_specs_key_value_idx" ON "product_specs" USING btree ("key","value","product_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","active","price","id","sold_count","quantity","rating","rating_count","type","condition","family");