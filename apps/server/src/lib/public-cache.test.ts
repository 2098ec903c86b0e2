import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { publicCache } from './public-cache.js';

/** A database whose content version never moves. */
const unchanging = { select: () => ({ from: async () => [{ version: 1 }] }) } as unknown as Database;

describe('the public cache', () => {
  it('keeps at most its number of bodies, dropping the least recently read', async () => {
    const cache = publicCache(unchanging, { maxEntries: 2 });
    const build = vi.fn(async () => ({ posts: [] }));
    await cache.get('page 1', build);
    await cache.get('page 2', build);
    await cache.get('page 1', build);
    expect(build).toHaveBeenCalledTimes(2);
    await cache.get('page 3', build);
    await cache.get('page 1', build);
    expect(build).toHaveBeenCalledTimes(3);
    await cache.get('page 2', build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
