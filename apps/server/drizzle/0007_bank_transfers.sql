CREATE TABLE "bank_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"transaction_date" text NOT NULL,
	"account_number" text NOT NULL,
	"content" text NOT NULL,
	"transfer_type" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference_code" text,
	"order_id" text,
	"unmatched_reason" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_received_idx" ON "bank_transfers" USING btree ("received_at");