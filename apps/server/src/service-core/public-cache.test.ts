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

  it('keeps a snapshot until the content version moves, and forgets one whose build failed', async () => {
    let version = 1;
    const moving = { select: () => ({ from: async () => [{ version }] }) } as unknown as Database;
    const cache = publicCache(moving, { trustMs: 0 });
    const build = vi.fn(async () => ({ version }));
    expect(await cache.snapshot('tutorials vi', build)).toEqual({ version: 1 });
    expect(await cache.snapshot('tutorials vi', build)).toEqual({ version: 1 });
    expect(build).toHaveBeenCalledTimes(1);
    version = 2;
    expect(await cache.snapshot('tutorials vi', build)).toEqual({ version: 2 });
    const failing = vi.fn(async () => {
      throw new Error('the database went away');
    });
    await expect(cache.snapshot('tutorials th', failing)).rejects.toThrow('went away');
    expect(await cache.snapshot('tutorials th', build)).toEqual({ version: 2 });
  });
});
