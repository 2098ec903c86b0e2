ALTER TABLE "bank_transfers" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "settlement_note" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "settled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_settled_by_id_users_id_fk" FOREIGN KEY ("settled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_settlement" CHECK ("bank_transfers"."settlement" in ('matched', 'refunded', 'dismissed'));--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_settled_at" CHECK (("bank_transfers"."settlement" is null) = ("bank_transfers"."settled_at" is null));