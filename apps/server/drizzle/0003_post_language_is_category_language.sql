ALTER TABLE "categories" ADD CONSTRAINT "categories_id_lang_key" UNIQUE("id","lang");--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_category_id_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_category_lang_fk" FOREIGN KEY ("category_id","lang") REFERENCES "public"."categories"("id","lang") ON DELETE restrict ON UPDATE no action;
