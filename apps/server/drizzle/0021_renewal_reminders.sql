CREATE TABLE "renewal_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_ends_at" timestamp with time zone NOT NULL,
	"stage" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_once" UNIQUE("user_id","plan_ends_at","stage"),
	CONSTRAINT "renewal_reminders_stage" CHECK ("renewal_reminders"."stage" in (30, 7, 1, 0))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_by" text,
	"last_succeeded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "renewal_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_expires_idx" ON "users" USING btree ("expires_at","id");