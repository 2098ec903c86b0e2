-- count_sale_month (0009) now also counts, of each month's activations, those that renewed a plan.
CREATE OR REPLACE FUNCTION "count_sale_month"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "sale_month_counts_zone" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "sale_month_counts"
    SET "count" = "count" - 1,
        "renewals" = "renewals" - (OLD."renewed_plan_ends_at" IS NOT NULL)::int
    WHERE "month" = date_trunc('month', OLD."activated_at" AT TIME ZONE zone)::date
      AND "account_type" = OLD."account_type"
      AND "reseller_id" IS NOT DISTINCT FROM OLD."reseller_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "sale_month_counts" ("month", "account_type", "reseller_id", "count", "renewals")
    VALUES (
      date_trunc('month', NEW."activated_at" AT TIME ZONE zone)::date,
      NEW."account_type",
      NEW."reseller_id",
      1,
      (NEW."renewed_plan_ends_at" IS NOT NULL)::int
    )
    ON CONFLICT ON CONSTRAINT "sale_month_counts_key" DO UPDATE
    SET "count" = "sale_month_counts"."count" + 1,
        "renewals" = "sale_month_counts"."renewals" + excluded."renewals";
  END IF;
  RETURN NULL;
END
$$;
