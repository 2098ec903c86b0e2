CREATE TABLE "receipt_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_positive" CHECK ("receipt_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_company_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tax_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_number_idx" ON "orders" USING btree ("receipt_number");