import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** What the health checks ask of the database, and nothing more: they get this, not a handle that writes. */
export interface DatabaseProbe {
  /** Resolves once the database has answered `select 1`. */
  ping(): Promise<void>;
  /** The stamp of the newest migration applied, as drizzle records it; 0 for none. */
  newestAppliedMigration(): Promise<number>;
}

export function databaseProbe(db: Database): DatabaseProbe {
  return {
    async ping() {
      await db.execute(sql`select 1`);
    },
    async newestAppliedMigration() {
      const answer: unknown = await db.execute(
        sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
      );
      // Both drivers answer `{ rows }`; the driver-neutral Database type does not say so.
      const { rows } = answer as { rows: { applied: string | null }[] };
      return Number(rows[0]?.applied ?? 0);
    },
  };
}
