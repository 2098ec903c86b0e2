import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One number that changes in the same transaction as any write to the public content (posts,
 * categories), by a trigger: the public read cache compares it to know its copies are current.
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('content_version_one_row', sql`${t.id} = 1`)],
);
