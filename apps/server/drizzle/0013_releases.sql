CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" text NOT NULL,
	"major" smallint NOT NULL,
	"minor" smallint NOT NULL,
	"patch" smallint NOT NULL,
	"notes" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"size" integer,
	"sha256" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "releases_status" CHECK ("releases"."status" in ('draft', 'published', 'withdrawn')),
	CONSTRAINT "releases_draft_unpublished" CHECK (("releases"."status" = 'draft') = ("releases"."published_at" is null)),
	CONSTRAINT "releases_file_with_publication" CHECK (("releases"."published_at" is null) = ("releases"."sha256" is null) and ("releases"."sha256" is null) = ("releases"."size" is null)),
	CONSTRAINT "releases_withdrawal" CHECK (("releases"."status" = 'withdrawn') = ("releases"."withdrawn_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_version_idx" ON "releases" USING btree ("version");--> statement-breakpoint
CREATE INDEX "releases_order_idx" ON "releases" USING btree ("major","minor","patch");