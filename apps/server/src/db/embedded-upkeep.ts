import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, rowsOf } from './client.js';

/** How often the embedded database's tables are looked at. */
export const UPKEEP_EVERY_MS = 5 * 60_000;

/** A table's counts since its last upkeep, as `pg_stat_user_tables` keeps them. */
export interface TableActivity {
  table: string;
  liveRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export interface Upkeep {
  table: string;
  /** Dead rows to reclaim (VACUUM). */
  vacuum: boolean;
  /** Statistics to gather again (ANALYZE), which the planner's choices and a long list's estimated total read. */
  analyze: boolean;
}

/**
 * The tables PostgreSQL's autovacuum would tidy now, by its default thresholds: a vacuum past 50
 * dead rows and a fifth of the table, or past 1,000 new rows and a fifth of it (which marks them
 * visible to all, so that counts read an index alone), statistics again past 50 changed rows and a
 * tenth of it.
 */
export function upkeepDue(activity: TableActivity[]): Upkeep[] {
  return activity
    .map(({ table, liveRows, deadRows, insertedSinceVacuum, changedSinceAnalyze }) => ({
      table,
      vacuum: deadRows > 50 + 0.2 * liveRows || insertedSinceVacuum > 1000 + 0.2 * liveRows,
      analyze: changedSinceAnalyze > 50 + 0.1 * liveRows,
    }))
    .filter((upkeep) => upkeep.vacuum || upkeep.analyze);
}

/** Vacuums and analyzes the tables that need it now (`upkeepDue`); says which, and what each had. */
export async function tidyTables(db: Database): Promise<Upkeep[]> {
  const activity = await rowsOf<TableActivity>(
    db.execute(sql`
      select relname as "table", n_live_tup::int as "liveRows", n_dead_tup::int as "deadRows",
             n_ins_since_vacuum::int as "insertedSinceVacuum", n_mod_since_analyze::int as "changedSinceAnalyze"
      from pg_stat_user_tables where schemaname = 'public'`),
  );
  const due = upkeepDue(activity);
  for (const { table, vacuum, analyze } of due) {
    const work = vacuum && analyze ? 'vacuum (analyze)' : vacuum ? 'vacuum' : 'analyze';
    await db.execute(sql`${sql.raw(work)} ${sql.identifier(table)}`);
  }
  return due;
}

/**
 * The embedded database runs in this process alone, without PostgreSQL's background workers: no
 * autovacuum ever reclaims its dead rows or gathers its statistics. This does their work every
 * few minutes, while the portal runs. Stopped by the returned function.
 */
export function keepEmbeddedDatabaseTidy(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = tidyTables(db).then(
      (done) => {
        if (done.length > 0) log.info({ tables: done }, 'embedded database tidied');
      },
      (error: unknown) => log.error({ err: error }, 'tidying the embedded database failed'),
    );
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
