import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { Database } from '../db/client.js';
import { rateLimitBuckets } from '../db/schema/index.js';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Counts one hit on `key` in a fixed window shared by every process (one atomic upsert). */
async function countHit(db: Database, key: string, windowSeconds: number) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${rateLimitBuckets.resetAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
        resetAt: sql`case when ${rateLimitBuckets.resetAt} <= now() then now() + ${window} else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning();
  return bucket!;
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
  return (await countHit(db, key, windowSeconds)).count <= limit;
}

/**
 * The rate limits as modules count them: outside any unit of work, so that a refused attempt
 * still counts. Made once from the app's database; the only writes a module makes outside one.
 */
export interface RateLimits {
  /** Counts one hit on `key`, and refuses with RATE_LIMITED once the window holds more than `limit`. */
  hit(key: string, limit: RateLimit): Promise<void>;
  /** Counts one hit on `key` and says whether the window still holds at most `limit`: for silent limits. */
  within(key: string, limit: RateLimit): Promise<boolean>;
  /** Takes back one hit on `key` in its current window: for an attempt that proved to be no failure. */
  forgetHit(key: string): Promise<void>;
  /** Whether `key` has already reached `limit` in its current window, without counting a hit. */
  isLimited(key: string, limit: number): Promise<boolean>;
  clear(key: string): Promise<void>;
}

export function rateLimits(db: Database): RateLimits {
  return {
    async hit(key, { limit, windowSeconds }) {
      const bucket = await countHit(db, key, windowSeconds);
      if (bucket.count > limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((bucket.resetAt.getTime() - Date.now()) / 1000));
        throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Try again later.', { retryAfterSeconds });
      }
    },
    within: (key, limit) => withinRateLimit(db, key, limit),
    async forgetHit(key) {
      await db
        .update(rateLimitBuckets)
        .set({ count: sql`greatest(${rateLimitBuckets.count} - 1, 0)` })
        .where(and(eq(rateLimitBuckets.key, key), gt(rateLimitBuckets.resetAt, sql`now()`)));
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
