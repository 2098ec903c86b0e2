CREATE TABLE "paypal_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licence_keys" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_approve_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paypal_capture_id" text;--> statement-breakpoint
ALTER TABLE "paypal_events" ADD CONSTRAINT "paypal_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_keys_order_idx" ON "licence_keys" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paypal_order_idx" ON "orders" USING btree ("paypal_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paypal_capture_idx" ON "orders" USING btree ("paypal_capture_id");