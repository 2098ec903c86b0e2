import type { ReleaseNotes, ReleaseStatus } from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A version of the extension. Its zip lives in the downloads folder as `releases/<id>.zip`;
 * the numeric parts order the versions (1.10.0 after 1.9.0).
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull(),
    major: smallint('major').notNull(),
    minor: smallint('minor').notNull(),
    patch: smallint('patch').notNull(),
    notes: jsonb('notes').$type<ReleaseNotes>().notNull(),
    status: text('status').$type<ReleaseStatus>().notNull().default('draft'),
    size: integer('size'),
    sha256: text('sha256'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('releases_version_idx').on(t.version),
    index('releases_order_idx').on(t.major, t.minor, t.patch),
    check('releases_status', sql`${t.status} in ('draft', 'published', 'withdrawn')`),
    // A draft has no file and no publication; a published or withdrawn release has both; only a withdrawn one a withdrawal.
    check('releases_draft_unpublished', sql`(${t.status} = 'draft') = (${t.publishedAt} is null)`),
    check(
      'releases_file_with_publication',
      sql`(${t.publishedAt} is null) = (${t.sha256} is null) and (${t.sha256} is null) = (${t.size} is null)`,
    ),
    check('releases_withdrawal', sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
  ],
);

export type ReleaseRow = typeof releases.$inferSelect;
