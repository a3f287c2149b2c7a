CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"provider_refund_id" text,
	"provider_status" text,
	"error" text,
	"note" text,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'refunded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_uq" ON "invoices" USING btree ("kind","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund" ON "invoices" USING btree ("refund_id") WHERE refund_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_refunds_key_uq" ON "test_provider_refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "test_provider_refunds_payment_idx" ON "test_provider_refunds" USING btree ("payment_id");