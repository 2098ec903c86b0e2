import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per downloadable file, counting how often it was fetched. */
export const downloadCounts = pgTable('download_counts', {
  fileName: text('file_name').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
  lastDownloadedAt: timestamp('last_downloaded_at', { withTimezone: true }).notNull().defaultNow(),
});
