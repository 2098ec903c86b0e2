CREATE TABLE "licence_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"account_type" smallint NOT NULL,
	"months" smallint NOT NULL,
	"reseller_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_id" uuid,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "licence_keys_code_shape" CHECK ("licence_keys"."code" ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
	CONSTRAINT "licence_keys_account_type" CHECK ("licence_keys"."account_type" in (5, 6, 7, 8)),
	CONSTRAINT "licence_keys_months" CHECK ("licence_keys"."months" between 1 and 36),
	CONSTRAINT "licence_keys_used_together" CHECK (("licence_keys"."used_at" is null) = ("licence_keys"."used_by_id" is null)),
	CONSTRAINT "licence_keys_used_or_deleted" CHECK ("licence_keys"."used_at" is null or "licence_keys"."deleted_at" is null)
);
--> statement-breakpoint
CREATE TABLE "sale_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_email" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"months" smallint NOT NULL,
	"account_type" smallint NOT NULL,
	"reseller_id" uuid,
	"licence_key_id" uuid,
	"activated_by_id" uuid,
	CONSTRAINT "sale_records_months" CHECK ("sale_records"."months" between 1 and 36)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reseller_id" uuid;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_keys" ADD CONSTRAINT "licence_keys_used_by_id_users_id_fk" FOREIGN KEY ("used_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_records" ADD CONSTRAINT "sale_records_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_records" ADD CONSTRAINT "sale_records_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_records" ADD CONSTRAINT "sale_records_licence_key_id_licence_keys_id_fk" FOREIGN KEY ("licence_key_id") REFERENCES "public"."licence_keys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_records" ADD CONSTRAINT "sale_records_activated_by_id_users_id_fk" FOREIGN KEY ("activated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_keys_code_idx" ON "licence_keys" USING btree ("code");--> statement-breakpoint
CREATE INDEX "licence_keys_created_idx" ON "licence_keys" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "licence_keys_reseller_created_idx" ON "licence_keys" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_records_licence_key_idx" ON "sale_records" USING btree ("licence_key_id");--> statement-breakpoint
CREATE INDEX "sale_records_customer_idx" ON "sale_records" USING btree ("customer_id","activated_at");--> statement-breakpoint
CREATE INDEX "sale_records_activated_idx" ON "sale_records" USING btree ("activated_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_reseller_created_idx" ON "users" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_resellers_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."is_reseller";--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);