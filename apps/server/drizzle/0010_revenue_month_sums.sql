CREATE TABLE "revenue_month_sums" (
	"month" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "revenue_month_sums_key" UNIQUE("month","currency")
);
--> statement-breakpoint
-- Keeps revenue_month_sums in step with the paid orders (paid or fulfilled, with paid_at) in the
-- same transaction. Until the server has recorded its time zone it leaves them alone.
CREATE FUNCTION "sum_revenue_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "sale_month_counts_zone" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."status" IN ('paid', 'fulfilled') AND OLD."paid_at" IS NOT NULL THEN
    UPDATE "revenue_month_sums" SET "amount" = "amount" - OLD."amount"
    WHERE "month" = date_trunc('month', OLD."paid_at" AT TIME ZONE zone)::date AND "currency" = OLD."currency";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" IN ('paid', 'fulfilled') AND NEW."paid_at" IS NOT NULL THEN
    INSERT INTO "revenue_month_sums" ("month", "currency", "amount")
    VALUES (date_trunc('month', NEW."paid_at" AT TIME ZONE zone)::date, NEW."currency", NEW."amount")
    ON CONFLICT ON CONSTRAINT "revenue_month_sums_key" DO UPDATE SET "amount" = "revenue_month_sums"."amount" + excluded."amount";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sum_revenue_month" AFTER INSERT OR DELETE OR UPDATE OF "status", "paid_at", "amount", "currency" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "sum_revenue_month"();
--> statement-breakpoint
-- The sums start empty: forgetting the recorded time zone makes the next start count them all.
DELETE FROM "sale_month_counts_zone";
