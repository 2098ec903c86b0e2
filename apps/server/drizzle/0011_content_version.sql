CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "posts_lang_created_idx";--> statement-breakpoint
CREATE INDEX "posts_lang_created_id_idx" ON "posts" USING btree ("lang","created_at","id");--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Any write to the public content moves the version on, in the writer's own transaction.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "posts_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
