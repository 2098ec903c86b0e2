CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"account_type" smallint,
	"months" smallint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"commission_rate" integer,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"handled_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_id_shape" CHECK ("orders"."id" ~ '^[0-9A-F]{12}$'),
	CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('subscription', 'keys', 'donation')),
	CONSTRAINT "orders_method" CHECK ("orders"."method" in ('paypal', 'bank_transfer')),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'awaiting_review', 'paid', 'fulfilled', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "orders_currency" CHECK ("orders"."currency" in ('USD', 'VND')),
	CONSTRAINT "orders_amount" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_fulfilled_paid" CHECK ("orders"."fulfilled_at" is null or "orders"."paid_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "sale_records" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sale_records" ADD CONSTRAINT "sale_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_records_order_idx" ON "sale_records" USING btree ("order_id");