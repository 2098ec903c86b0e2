import type { Page } from '@oneclick/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, type ReadOnlyDatabase, rowsOf } from './client.js';

/**
 * Past this many rows a list's total is the planner's estimate: counting every row of a large
 * list at each page costs more than the page (issue 47: a count over 100,000 users took most of
 * the user list's time).
 */
export const EXACT_TOTAL_UP_TO = 10_000;

/** How many rows a list holds, and whether that is the planner's estimate rather than a count. */
export type PageTotal = Pick<Page<never>, 'total' | 'totalIsEstimate'>;

/** An estimate said in two significant figures (123,456 → 120,000): it is no closer than that. */
export function roundedEstimate(rows: number): number {
  if (rows < 100) return Math.round(rows);
  const unit = 10 ** (Math.floor(Math.log10(rows)) - 1);
  return Math.round(rows / unit) * unit;
}

/** Where the totals stop being counted (`pageTotal`). */
export interface TotalLimits {
  /** Counted exactly up to this many rows. */
  exactUpTo: number;
  /** Not counted at all when the planner expects more than this many: its estimate is said at once. */
  uncountedPast: number;
}

const LIMITS: TotalLimits = { exactUpTo: EXACT_TOTAL_UP_TO, uncountedPast: 2 * EXACT_TOTAL_UP_TO };

/**
 * The rows of `table` that `where` keeps: counted, up to `exactUpTo` and one more (never a scan of
 * the whole list); past that, or when the planner expects far more, its estimate of them (never
 * less than what was counted), rounded.
 */
export async function pageTotal(
  db: ReadOnlyDatabase,
  table: PgTable,
  where: SQL | undefined,
  { exactUpTo, uncountedPast }: TotalLimits = LIMITS,
): Promise<PageTotal> {
  const planned = await plannedRows(db, table, where);
  if (planned > uncountedPast) return { total: roundedEstimate(planned), totalIsEstimate: true };
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(exactUpTo + 1)
      .as('capped'),
  );
  const total = counted!.n;
  if (total <= exactUpTo) return { total };
  return { total: roundedEstimate(Math.max(planned, total)), totalIsEstimate: true };
}

/**
 * How many rows the planner expects `select … from table where …` to return: EXPLAIN plans the
 * select without running it, a read, which the read-only handle has no method for.
 */
async function plannedRows(db: ReadOnlyDatabase, table: PgTable, where: SQL | undefined): Promise<number> {
  const select = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>((db as Database).execute(sql`explain (format json) ${select}`));
  const plan = row!['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Plan['Plan Rows'];
}
