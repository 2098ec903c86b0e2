CREATE TABLE "login_device_cookies" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "login_device_cookies" ADD CONSTRAINT "login_device_cookies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_device_cookies_user_idx" ON "login_device_cookies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_link_token_idx" ON "email_outbox" USING btree ("link_token_hash");