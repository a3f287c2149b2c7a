CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "aliases" (
	"path" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"target_id" integer,
	"redirect_to" text,
	"status" smallint
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"slug" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_similar" (
	"product_id" integer NOT NULL,
	"similar_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_similar_product_id_similar_id_pk" PRIMARY KEY("product_id","similar_id")
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"label_nl" text NOT NULL,
	"label_en" text NOT NULL,
	"value" text NOT NULL,
	"num" real,
	"unit" text,
	"facet" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_specs_product_id_key_pk" PRIMARY KEY("product_id","key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"article" text NOT NULL,
	"sku" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"condition" text DEFAULT 'refurbished' NOT NULL,
	"name_nl" text NOT NULL,
	"name_en" text NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"price_old" integer,
	"sale" boolean DEFAULT false NOT NULL,
	"sale_ends_at" timestamp with time zone,
	"indefinite_period" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"rating" smallint DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warranty_months" smallint DEFAULT 12 NOT NULL,
	"weight" integer DEFAULT 1000 NOT NULL,
	"configurable" boolean DEFAULT false NOT NULL,
	"family" text,
	"generation" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"placement" text DEFAULT 'main' NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"text_nl" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"image" text,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "html_blocks" (
	"hook" text PRIMARY KEY NOT NULL,
	"html_nl" text NOT NULL,
	"html_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"label_nl" text NOT NULL,
	"label_en" text NOT NULL,
	"route" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"body_nl" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"uid" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"from_path" text,
	"to_path" text,
	"locale" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_similar" ADD CONSTRAINT "product_similar_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_similar" ADD CONSTRAINT "product_similar_similar_id_products_id_fk" FOREIGN KEY ("similar_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aliases_target_idx" ON "aliases" USING btree ("route","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_uq" ON "categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_specs_key_value_idx" ON "product_specs" USING btree ("key","value");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_article_idx" ON "products" USING btree ("article");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("type");--> statement-breakpoint
CREATE INDEX "visits_uid_at_idx" ON "visits" USING btree ("uid","at");