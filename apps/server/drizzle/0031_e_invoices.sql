CREATE TABLE "e_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"kind" text DEFAULT 'original' NOT NULL,
	"corrects_id" uuid,
	"correction" jsonb,
	"transaction_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" uuid,
	"problem" text,
	"problem_detail" text,
	"document" jsonb,
	"invoice_no" text,
	"lookup_code" text,
	"provider_invoice_id" text,
	"template_code" text,
	"series" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_kind" CHECK ("e_invoices"."kind" in ('original', 'adjustment', 'replacement')),
	CONSTRAINT "e_invoices_status" CHECK ("e_invoices"."status" in ('queued', 'sending', 'issued', 'failed')),
	CONSTRAINT "e_invoices_corrects" CHECK (("e_invoices"."kind" = 'original') = ("e_invoices"."corrects_id" is null)),
	CONSTRAINT "e_invoices_issued" CHECK (("e_invoices"."status" = 'issued') = ("e_invoices"."invoice_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"day" date PRIMARY KEY NOT NULL,
	"vnd_per_usd" integer NOT NULL,
	"set_by_id" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."vnd_per_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_corrects_id_e_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."e_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_transaction_uuid_idx" ON "e_invoices" USING btree ("transaction_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_one_original_idx" ON "e_invoices" USING btree ("order_id") WHERE "e_invoices"."kind" = 'original';--> statement-breakpoint
CREATE INDEX "e_invoices_due_idx" ON "e_invoices" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "e_invoices_order_idx" ON "e_invoices" USING btree ("order_id","created_at");--> statement-breakpoint
-- An issued invoice is the law's record: no update or delete reaches it (decision 037); a mistake is corrected by another invoice.
CREATE FUNCTION e_invoices_issued_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'issued' THEN
    RAISE EXCEPTION 'e-invoice % is issued and cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
CREATE TRIGGER e_invoices_issued_are_final BEFORE UPDATE OR DELETE ON e_invoices
  FOR EACH ROW EXECUTE FUNCTION e_invoices_issued_are_final();
