import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER } from '../../db/client.js';

let newestShipped: number | undefined;

/** The stamp of the newest migration this build ships: its journal's last `when`, as drizzle records it. */
function newestMigration(): number {
  if (newestShipped === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    newestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestShipped;
}

/** Whether the database has every migration this build ships; `unknown` when it cannot be read. */
export async function checkMigrations(db: Database): Promise<'ok' | 'pending' | 'unknown'> {
  try {
    const { rows } = (await db.execute(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { applied: string | null }[] };
    return Number(rows[0]?.applied ?? 0) >= newestMigration() ? 'ok' : 'pending';
  } catch {
    return 'unknown';
  }
}
