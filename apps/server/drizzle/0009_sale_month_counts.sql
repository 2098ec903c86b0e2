CREATE TABLE "sale_month_counts" (
	"month" date NOT NULL,
	"account_type" smallint NOT NULL,
	"reseller_id" uuid,
	"count" integer NOT NULL,
	CONSTRAINT "sale_month_counts_key" UNIQUE NULLS NOT DISTINCT("month","account_type","reseller_id")
);
--> statement-breakpoint
CREATE TABLE "sale_month_counts_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "sale_month_counts_zone_one_row" CHECK ("sale_month_counts_zone"."id" = 1)
);
--> statement-breakpoint
-- Keeps sale_month_counts in step with sale_records in the same transaction. Until the server
-- has recorded its time zone (on start, filling the counts), it leaves them alone.
CREATE FUNCTION "count_sale_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "sale_month_counts_zone" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "sale_month_counts" SET "count" = "count" - 1
    WHERE "month" = date_trunc('month', OLD."activated_at" AT TIME ZONE zone)::date
      AND "account_type" = OLD."account_type"
      AND "reseller_id" IS NOT DISTINCT FROM OLD."reseller_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sale_month_counts" ("month", "account_type", "reseller_id", "count")
    VALUES (date_trunc('month', NEW."activated_at" AT TIME ZONE zone)::date, NEW."account_type", NEW."reseller_id", 1)
    ON CONFLICT ON CONSTRAINT "sale_month_counts_key" DO UPDATE SET "count" = "sale_month_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sale_records_count_month" AFTER INSERT OR UPDATE OR DELETE ON "sale_records"
FOR EACH ROW EXECUTE FUNCTION "count_sale_month"();
