ALTER TABLE "orders" ADD COLUMN "buyer_personal_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_id" text;