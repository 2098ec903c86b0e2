import { describe, expect, it, vi } from 'vitest';
import type { ChannelEvent, Listen } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { hashToken } from '../utils/secure-token.js';
import { SESSION_CHANGES_CHANNEL, sessionCache } from './session-cache.js';
import type { SessionRecord } from './sessions.js';

const NOW = new Date('2026-11-29T10:00:00Z');

function recordOf(token: string, overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    sessionId: hashToken(token),
    user: { id: `user-of-${token}` } as UserRow,
    secondFactor: false,
    secondFactorSetupUntil: null,
    expiresAt: new Date(NOW.getTime() + 3_600_000),
    ...overrides,
  };
}

/** A database of sessions whose reads are counted, and a channel the test speaks on. */
async function cacheOn(records: SessionRecord[], options?: { maxEntries?: number; maxAgeMs?: number }) {
  const byId = new Map(records.map((record) => [record.sessionId, record]));
  const read = vi.fn(async (sessionId: string) => byId.get(sessionId) ?? null);
  let announce: (event: ChannelEvent) => void = () => {};
  const stop = vi.fn(async () => {});
  const listen: Listen = async (channel, onEvent) => {
    expect(channel).toBe(SESSION_CHANGES_CHANNEL);
    announce = onEvent;
    onEvent('listening');
    return stop;
  };
  const cache = await sessionCache(read, listen, options);
  return { cache, read, byId, announce: (event: ChannelEvent) => announce(event), stop };
}

describe('the session cache', () => {
  it('reads a session once, then answers from its copy', async () => {
    const { cache, read } = await cacheOn([recordOf('a')]);
    const first = await cache.find('a', NOW);
    const second = await cache.find('a', NOW);
    expect(first?.user.id).toBe('user-of-a');
    expect(second).toEqual(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps no copy of a token that stands for no session', async () => {
    const { cache, read } = await cacheOn([]);
    expect(await cache.find('nobody', NOW)).toBeNull();
    expect(await cache.find('nobody', NOW)).toBeNull();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads again after a write of its own process and after any announced change', async () => {
    const { cache, read, byId, announce } = await cacheOn([recordOf('a')]);
    await cache.find('a', NOW);
    cache.clear();
    await cache.find('a', NOW);
    expect(read).toHaveBeenCalledTimes(2);

    byId.delete(hashToken('a'));
    announce('notified');
    expect(await cache.find('a', NOW)).toBeNull();
  });

  it('does not keep what a read that began before a change found', async () => {
    const { cache, read, announce } = await cacheOn([recordOf('a')]);
    let finish: (record: SessionRecord) => void = () => {};
    read.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const pending = cache.find('a', NOW);
    announce('notified');
    finish(recordOf('a', { user: { id: 'before-the-change' } as UserRow }));
    expect((await pending)?.user.id).toBe('before-the-change');

    expect((await cache.find('a', NOW))?.user.id).toBe('user-of-a');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while it is not listening, and starts afresh when it listens again', async () => {
    const { cache, read, announce } = await cacheOn([recordOf('a')]);
    await cache.find('a', NOW);
    announce('lost');
    await cache.find('a', NOW);
    await cache.find('a', NOW);
    expect(read).toHaveBeenCalledTimes(3);

    announce('listening');
    await cache.find('a', NOW);
    await cache.find('a', NOW);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('answers from a copy by the clock of the request: an expired session and an ended setup window', async () => {
    const setupUntil = new Date(NOW.getTime() + 60_000);
    const expiresAt = new Date(NOW.getTime() + 120_000);
    const { cache, read } = await cacheOn([recordOf('a', { secondFactorSetupUntil: setupUntil, expiresAt })]);
    expect((await cache.find('a', NOW))?.secondFactorSetup).toBe(true);
    expect((await cache.find('a', setupUntil))?.secondFactorSetup).toBe(false);
    expect(await cache.find('a', expiresAt)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used session when full, and trusts a copy for a bounded time', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { cache, read } = await cacheOn([recordOf('a'), recordOf('b'), recordOf('c')], {
        maxEntries: 2,
        maxAgeMs: 1000,
      });
      await cache.find('a', NOW);
      await cache.find('b', NOW);
      await cache.find('a', NOW);
      await cache.find('c', NOW);
      expect(read).toHaveBeenCalledTimes(3);
      await cache.find('a', NOW);
      expect(read).toHaveBeenCalledTimes(3);
      await cache.find('b', NOW);
      expect(read).toHaveBeenCalledTimes(4);

      vi.advanceTimersByTime(1000);
      await cache.find('b', NOW);
      expect(read).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening when closed', async () => {
    const { cache, stop } = await cacheOn([]);
    await cache.close();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
