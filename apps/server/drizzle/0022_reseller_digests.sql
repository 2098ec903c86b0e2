CREATE TABLE "reseller_digests" (
	"reseller_id" uuid NOT NULL,
	"week_of" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reseller_digests_reseller_id_week_of_pk" PRIMARY KEY("reseller_id","week_of")
);
--> statement-breakpoint
ALTER TABLE "reseller_digests" ADD CONSTRAINT "reseller_digests_reseller_id_users_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;