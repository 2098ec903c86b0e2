ALTER TABLE "e_invoices" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An issued invoice stays final but for one step: its buyer's e-mail, queued once, from null.
CREATE OR REPLACE FUNCTION e_invoices_issued_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'issued' AND NOT (
    TG_OP = 'UPDATE' AND OLD.mailed_at IS NULL AND (to_jsonb(NEW) - 'mailed_at') = (to_jsonb(OLD) - 'mailed_at')
  ) THEN
    RAISE EXCEPTION 'e-invoice % is issued and cannot change', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;--> statement-breakpoint
-- The invoices issued before were mailed when issued, without their PDF.
UPDATE e_invoices SET mailed_at = issued_at WHERE status = 'issued';
