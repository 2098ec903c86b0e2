CREATE TABLE "reseller_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"message" text,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"commission_rate" integer,
	"decline_reason" text,
	"user_id" uuid,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_applications_status" CHECK ("reseller_applications"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "reseller_applications_email_lower" CHECK ("reseller_applications"."email" = lower("reseller_applications"."email")),
	CONSTRAINT "reseller_applications_decided" CHECK (("reseller_applications"."status" = 'pending') = ("reseller_applications"."decided_at" is null)
        and ("reseller_applications"."status" = 'approved') = ("reseller_applications"."commission_rate" is not null)
        and ("reseller_applications"."status" = 'declined') = ("reseller_applications"."decline_reason" is not null)),
	CONSTRAINT "reseller_applications_commission_range" CHECK ("reseller_applications"."commission_rate" is null or "reseller_applications"."commission_rate" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "reseller_applications" ADD CONSTRAINT "reseller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_applications" ADD CONSTRAINT "reseller_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reseller_applications_pending_email_idx" ON "reseller_applications" USING btree ("email") WHERE "reseller_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reseller_applications_status_created_idx" ON "reseller_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_records_reseller_activated_idx" ON "sale_records" USING btree ("reseller_id","activated_at");