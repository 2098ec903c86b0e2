ALTER TABLE "sale_records" ADD COLUMN "plan_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_records" ADD COLUMN "renewed_plan_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_month_counts" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_records_renewed_idx" ON "sale_records" USING btree ("customer_id","renewed_plan_ends_at");--> statement-breakpoint
CREATE INDEX "sale_records_plan_ends_idx" ON "sale_records" USING btree ("plan_ends_at");