import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../db/client.js';
import type { DatabaseProbe } from '../../db/probe.js';

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
export async function checkMigrations(probe: DatabaseProbe): Promise<'ok' | 'pending' | 'unknown'> {
  try {
    return (await probe.newestAppliedMigration()) >= newestMigration() ? 'ok' : 'pending';
  } catch {
    return 'unknown';
  }
}
