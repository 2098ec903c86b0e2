import { index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Tutorial categories, one language each; slugs are unique within a language. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('categories_lang_slug_idx').on(t.lang, t.slug),
    index('categories_lang_name_idx').on(t.lang, t.name),
    // The target of posts' (category_id, lang) key: a post has its category's language.
    unique('categories_id_lang_key').on(t.id, t.lang),
  ],
);

export type CategoryRow = typeof categories.$inferSelect;
