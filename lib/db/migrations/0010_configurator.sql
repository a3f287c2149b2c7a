CREATE TABLE "configurator_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"part_id" text NOT NULL,
	"label_nl" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category_id" integer,
	"max_quantity" integer DEFAULT 0 NOT NULL,
	"price_base" integer DEFAULT 0 NOT NULL,
	"hard_disk_recalculate" boolean DEFAULT false NOT NULL,
	"quantity_min_category" integer,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_platforms" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"cpu_socket" text NOT NULL,
	"cpu_sockets" smallint NOT NULL,
	"memory_type" text NOT NULL,
	"memory_kinds" jsonb NOT NULL,
	"memory_speed_min" integer NOT NULL,
	"memory_speed_max" integer NOT NULL,
	"dimm_slots" smallint NOT NULL,
	"bays_sff" smallint DEFAULT 0 NOT NULL,
	"bays_lff" smallint DEFAULT 0 NOT NULL,
	"bays_nvme" smallint DEFAULT 0 NOT NULL,
	"m2_slots" smallint DEFAULT 0 NOT NULL,
	"pcie_slots" smallint NOT NULL,
	"gpu_max" smallint DEFAULT 0 NOT NULL,
	"psu_watts" integer NOT NULL,
	"base_watts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"selection" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_trays" (
	"product_id" integer NOT NULL,
	"form" text NOT NULL,
	"included" smallint DEFAULT 0 NOT NULL,
	"tray_product_id" integer,
	CONSTRAINT "configurator_trays_product_id_form_pk" PRIMARY KEY("product_id","form")
);
--> statement-breakpoint
CREATE TABLE "configurator_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer,
	"name_nl" text,
	"name_en" text,
	"price" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"base_quantity" integer DEFAULT 0 NOT NULL,
	"max_quantity" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"facts" jsonb
);
--> statement-breakpoint
CREATE TABLE "configurator_warranties" (
	"product_id" integer NOT NULL,
	"warranty_product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurator_warranties_product_id_warranty_product_id_pk" PRIMARY KEY("product_id","warranty_product_id")
);
--> statement-breakpoint
CREATE TABLE "configurator_warranty_delivery" (
	"id" text PRIMARY KEY NOT NULL,
	"label_nl" text NOT NULL,
	"label_en" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configurator_groups" ADD CONSTRAINT "configurator_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_platforms" ADD CONSTRAINT "configurator_platforms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_shares" ADD CONSTRAINT "configurator_shares_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_trays" ADD CONSTRAINT "configurator_trays_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_trays" ADD CONSTRAINT "configurator_trays_tray_product_id_products_id_fk" FOREIGN KEY ("tray_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_values" ADD CONSTRAINT "configurator_values_group_id_configurator_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."configurator_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_values" ADD CONSTRAINT "configurator_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_warranties" ADD CONSTRAINT "configurator_warranties_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_warranties" ADD CONSTRAINT "configurator_warranties_warranty_product_id_products_id_fk" FOREIGN KEY ("warranty_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_groups_product_part_uq" ON "configurator_groups" USING btree ("product_id","part_id");--> statement-breakpoint
CREATE INDEX "configurator_values_group_idx" ON "configurator_values" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "configurator_values_product_idx" ON "configurator_values" USING btree ("product_id");