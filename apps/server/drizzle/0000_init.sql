CREATE TABLE "download_counts" (
	"file_name" text PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
