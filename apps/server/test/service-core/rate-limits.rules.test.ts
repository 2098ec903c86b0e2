import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/app-error.js';
import { rateLimitBuckets } from '../../src/db/schema/index.js';
import { type Hit, type RateLimits, rateLimits } from '../../src/service-core/rate-limit.js';
import { type Operations, operationsOn } from '../helpers/operations.js';

const MINUTE = { limit: 2, windowSeconds: 60 };
const HOUR = { limit: 5, windowSeconds: 3600 };

/** Keys no other test counts on. */
const keysOf = (...names: string[]) => names.map((name) => `rules:${name}:${randomUUID()}`);

/**
 * Several limits counted in one statement (a login's address, browser and account) and a success
 * taking its count back. On PostgreSQL (CI) the hits sent at once meet on real connections.
 */
describe('rate limits', () => {
  let ops: Operations;
  let limits: RateLimits;
  beforeAll(async () => {
    ops = await operationsOn();
    limits = rateLimits(ops.db);
  });

  async function countsOf(keys: string[]): Promise<Record<string, number>> {
    const rows = await ops.db.select().from(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
    return Object.fromEntries(rows.map((row) => [row.key, row.count]));
  }

  async function refusal(hits: Hit[]): Promise<AppError> {
    const error = await limits.hitAll(hits).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it('counts a hit on each key in its own window, and refuses once any window is over', async () => {
    const [minute, hour] = keysOf('minute', 'hour') as [string, string];
    const hits = [
      { key: minute, limit: MINUTE },
      { key: hour, limit: HOUR },
    ];
    await limits.hitAll(hits);
    await limits.hitAll(hits);
    const refused = await refusal(hits);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.statusCode).toBe(429);
    // The minute's window is the one over: the attempt may come back when it ends.
    expect(refused.details?.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.details?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The refused attempt counted on every key, the one under its limit too.
    expect(await countsOf([minute, hour])).toEqual({ [minute]: 3, [hour]: 3 });
  });

  it('names the longest wait when several windows are over', async () => {
    const [minute, hour] = keysOf('minute', 'hour') as [string, string];
    const hits = [
      { key: minute, limit: { ...MINUTE, limit: 1 } },
      { key: hour, limit: { ...HOUR, limit: 1 } },
    ];
    await limits.hitAll(hits);
    const refused = await refusal(hits);
    expect(refused.details?.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('after a success clears one key and takes back one hit from another, never below nothing', async () => {
    const [browser, account, untouched] = keysOf('browser', 'account', 'untouched') as [string, string, string];
    const hits = [
      { key: browser, limit: HOUR },
      { key: account, limit: HOUR },
      { key: untouched, limit: HOUR },
    ];
    await limits.hitAll(hits);
    await limits.hitAll(hits);
    await limits.succeeded({ clear: browser, forgetHit: account });
    expect(await countsOf([browser, account, untouched])).toEqual({ [account]: 1, [untouched]: 2 });
    await limits.succeeded({ clear: browser, forgetHit: account });
    await limits.succeeded({ clear: browser, forgetHit: account });
    await limits.succeeded({ clear: untouched, forgetHit: null });
    expect(await countsOf([browser, account, untouched])).toEqual({ [account]: 0 });
  });

  it('counts every one of 30 attempts sent at once on shared keys, whatever their order', async () => {
    const shared = keysOf('address', 'browser', 'account');
    const attempts = Array.from({ length: 30 }, (_, index) => {
      // Each attempt names the shared keys in an order of its own, and a key of its own.
      const order = index % 2 === 0 ? shared : [...shared].reverse();
      return limits.hitAll(
        [...order, ...keysOf('own')].map((key) => ({ key, limit: { limit: 100, windowSeconds: 60 } })),
      );
    });
    await Promise.all(attempts);
    expect(await countsOf(shared)).toEqual(Object.fromEntries(shared.map((key) => [key, 30])));
  });

  it('takes back hits while other attempts count on the same keys at once, without a deadlock', async () => {
    // The browser's key sorts before the account's (as a second step's do): a hit locks the browser's
    // bucket first, and a success must not lock the account's first.
    const [browser, account] = keysOf('a-browser', 'b-account') as [string, string];
    const hits = [
      { key: browser, limit: { limit: 100, windowSeconds: 60 } },
      { key: account, limit: { limit: 100, windowSeconds: 60 } },
    ];
    await limits.hitAll(hits);
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2 === 0 ? limits.hitAll(hits) : limits.succeeded({ clear: browser, forgetHit: account }),
      ),
    );
    const counts = await countsOf([account, browser]);
    // One hit, then fifteen more and fifteen taken back in some order, never below nothing.
    expect(counts[account]).toBeGreaterThanOrEqual(1);
    expect(counts[account]).toBeLessThanOrEqual(16);
  });
});
