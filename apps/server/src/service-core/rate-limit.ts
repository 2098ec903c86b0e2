import { eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { Database } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** One counted attempt: a key and the limit its window holds. */
export interface Hit {
  key: string;
  limit: RateLimit;
}

/**
 * The order every statement that writes several buckets takes their rows in, so that two of them
 * sharing keys cannot deadlock: the keys' bytes, as PostgreSQL's `collate "C"` orders them.
 */
const inLockOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Counts one hit on each key, each in its own fixed window shared by every process, in one atomic upsert. */
async function countHits(db: Database, hits: Hit[]) {
  const rows = [...hits]
    .sort((a, b) => inLockOrder(a.key, b.key))
    .map(({ key, limit }) => ({
      key,
      count: 1,
      resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})`,
    }));
  const expired = sql`${rateLimitBuckets.resetAt} <= now()`;
  return db
    .insert(rateLimitBuckets)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning();
}

/**
 * Counts one hit on `key` and says whether the window still holds at most `limit`: for silent
 * limits. Given a unit of work's transaction, the hit counts only if the work commits.
 */
export async function withinRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<boolean> {
  const [bucket] = await countHits(db, [{ key, limit: { limit, windowSeconds } }]);
  return bucket!.count <= limit;
}

/** An attempt that proved no failure: `clear`'s window starts afresh, and `forgetHit`'s current window loses the hit the attempt counted. */
export interface Success {
  clear: string;
  forgetHit: string | null;
}

/**
 * `Success`'s writes as the common table expressions of a statement (`with ${…}, …`), so that a
 * write the attempt earned (a sign-in) takes its count back in the same statement: on the
 * embedded database, a login's statements are its cost.
 */
export function takeBackHits({ clear, forgetHit }: Success): SQL {
  const buckets = rateLimitBuckets;
  return sql`
    locked as (
      select ${buckets.key} from ${buckets} where ${buckets.key} in (${clear}, ${forgetHit})
      order by ${buckets.key} collate "C" for update),
    cleared as (delete from ${buckets} where ${buckets.key} = ${clear} and ${buckets.key} in (select key from locked)),
    forgotten as (
      update ${buckets} set count = greatest(${buckets.count} - 1, 0)
      where ${buckets.key} = ${forgetHit} and ${buckets.resetAt} > now() and ${buckets.key} in (select key from locked))`;
}

/**
 * The rate limits as modules count them: outside any unit of work, so that a refused attempt
 * still counts. Made once from the app's database; the only writes a module makes outside one.
 */
export interface RateLimits {
  /** Counts one hit on `key`, and refuses with RATE_LIMITED once the window holds more than `limit`. */
  hit(key: string, limit: RateLimit): Promise<void>;
  /** Counts one hit on each key in one statement, and refuses with RATE_LIMITED once any window holds more than its limit. */
  hitAll(hits: Hit[]): Promise<void>;
  /** Counts one hit on `key` and says whether the window still holds at most `limit`: for silent limits. */
  within(key: string, limit: RateLimit): Promise<boolean>;
  /** After an attempt that proved no failure, in one statement (see `Success`). */
  succeeded(success: Success): Promise<void>;
  /** Whether `key` has already reached `limit` in its current window, without counting a hit. */
  isLimited(key: string, limit: number): Promise<boolean>;
  clear(key: string): Promise<void>;
}

export function rateLimits(db: Database): RateLimits {
  const hitAll = async (hits: Hit[]) => {
    const buckets = await countHits(db, hits);
    const limitOf = new Map(hits.map(({ key, limit }) => [key, limit.limit]));
    const over = buckets.filter((bucket) => bucket.count > limitOf.get(bucket.key)!);
    if (over.length === 0) return;
    // The attempt may be made again once every window it went over has ended.
    const resetAt = Math.max(...over.map((bucket) => bucket.resetAt.getTime()));
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Try again later.', { retryAfterSeconds });
  };
  return {
    hit: (key, limit) => hitAll([{ key, limit }]),
    hitAll,
    within: (key, limit) => withinRateLimit(db, key, limit),
    async succeeded(success) {
      await db.execute(sql`with ${takeBackHits(success)} select`);
    },
    async isLimited(key, limit) {
      const [bucket] = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
      return bucket !== undefined && bucket.resetAt.getTime() > Date.now() && bucket.count >= limit;
    },
    async clear(key) {
      await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    },
  };
}
