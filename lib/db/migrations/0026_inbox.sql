CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"locale" text NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"mail_id" text
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "offline_email" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "inbox_status" text;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "inbox_assignee_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_replies_request_uq" ON "inbox_replies" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "inbox_replies_message_idx" ON "inbox_replies" USING btree ("kind","message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pre_orders_inbox_idx" ON "pre_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "chats_inbox_idx" ON "chats" USING btree ("inbox_status","offline_at") WHERE offline_at is not null;