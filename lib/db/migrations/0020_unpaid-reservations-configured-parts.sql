ALTER TABLE "order_lines" ADD COLUMN "reserved_parts" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accepted_at" timestamp with time zone;