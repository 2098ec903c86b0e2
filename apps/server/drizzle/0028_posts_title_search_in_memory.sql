DROP INDEX "posts_title_trgm_idx";--> statement-breakpoint
DROP EXTENSION IF EXISTS pg_trgm;