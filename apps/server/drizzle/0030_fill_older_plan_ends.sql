-- Sales recorded before 0024 kept no plan end, so the renewal rate never counted their plans as
-- ending ("renewed 0 of 0"). A sale's end is the one the customer's next sale renewed or, for the
-- customer's latest sale, the end their plan has now. An older sale followed by one that renewed
-- nothing keeps no end: its plan ended before these figures began.
UPDATE "sale_records"
SET "plan_ends_at" = "known"."ends_at"
FROM (
  SELECT "older"."id",
    CASE WHEN "next"."id" IS NULL THEN "customer"."expires_at" ELSE "next"."renewed_plan_ends_at" END AS "ends_at"
  FROM "sale_records" "older"
  JOIN "users" "customer" ON "customer"."id" = "older"."customer_id"
  LEFT JOIN LATERAL (
    SELECT "later"."id", "later"."renewed_plan_ends_at" FROM "sale_records" "later"
    WHERE "later"."customer_id" = "older"."customer_id"
      AND ("later"."activated_at", "later"."id") > ("older"."activated_at", "older"."id")
    ORDER BY "later"."activated_at", "later"."id"
    LIMIT 1
  ) "next" ON true
  WHERE "older"."plan_ends_at" IS NULL
) "known"
WHERE "sale_records"."id" = "known"."id" AND "known"."ends_at" IS NOT NULL;
