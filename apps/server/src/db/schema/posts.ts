import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.js';
import { users } from './users.js';

/** Tutorial videos: the YouTube id is stored, never the link the editor pasted. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    videoId: text('video_id').notNull(),
    lang: text('lang').notNull(),
    categoryId: uuid('category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('posts_lang_created_id_idx').on(t.lang, t.createdAt, t.id),
    index('posts_category_idx').on(t.categoryId),
    // The database, not only the service, keeps a post in its category's language.
    foreignKey({
      name: 'posts_category_lang_fk',
      columns: [t.categoryId, t.lang],
      foreignColumns: [categories.id, categories.lang],
    }).onDelete('restrict'),
  ],
);
