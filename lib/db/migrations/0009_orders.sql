CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent" smallint,
	"amount" integer,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer,
	"name" text,
	"article" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'cart' NOT NULL,
	"locale" text DEFAULT 'nl' NOT NULL,
	"coupon" text,
	"description" text DEFAULT '' NOT NULL,
	"payment_address" jsonb,
	"vat_mode" text DEFAULT 'standard' NOT NULL,
	"vies" jsonb,
	"delivery_type" smallint,
	"delivery_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivery_cost" integer DEFAULT 0 NOT NULL,
	"delivery_form" jsonb,
	"payment_method" text DEFAULT 'ideal' NOT NULL,
	"totals" jsonb,
	"vat_rate" double precision,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"redirect_url" text NOT NULL,
	"cancel_url" text,
	"webhook_url" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_uid_status_idx" ON "orders" USING btree ("uid","status");--> statement-breakpoint
CREATE INDEX "orders_customer_status_idx" ON "orders" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_uid" ON "orders" USING btree ("uid") WHERE status = 'cart' and customer_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_customer" ON "orders" USING btree ("customer_id") WHERE status = 'cart' and customer_id is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE status = 'open';--> statement-breakpoint
