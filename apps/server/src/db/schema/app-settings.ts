import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts the application remembers about itself, such as "demo content was added once". */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
