import type { Listen } from '../db/client.js';
import { hashToken } from '../utils/secure-token.js';
import { type FoundSession, type SessionRecord, sessionAt } from './sessions.js';

/**
 * The channel on which a committed change to what a session is read from (the session, its
 * account, the account's second factors) is announced, by the triggers of migration 0036.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Sessions kept at most, the least recently used dropped first. */
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * How long a copy is trusted at most. The announcements keep the copies exact; this bounds what a
 * lost announcement that the connection did not report could cost.
 */
export const SESSION_CACHE_MAX_AGE_MS = 60_000;

export interface SessionCache {
  /**
   * What the session behind a cookie's token stands for at `now`: at once when this process keeps
   * a copy (a signed-in request then waits for no promise), else once it is read.
   */
  find(token: string, now?: Date): FoundSession | null | Promise<FoundSession | null>;
  /** A change to the sessions committed in this process: read every session again (its announcement comes later). */
  clear(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

interface Options {
  maxEntries?: number;
  maxAgeMs?: number;
}

/**
 * The sessions this process has read, by token hash, so that a signed-in request does not read its
 * session from the database each time. Every process listens for the changes any process commits
 * and drops all its copies at each; while it is not listening (at start, or its connection lost)
 * it keeps none. A read that began before a change is not kept.
 */
export async function sessionCache(
  read: (sessionId: string) => Promise<SessionRecord | null>,
  listen: Listen,
  { maxEntries = SESSION_CACHE_ENTRIES, maxAgeMs = SESSION_CACHE_MAX_AGE_MS }: Options = {},
): Promise<SessionCache> {
  const entries = new Map<string, { record: SessionRecord; readAt: number }>();
  /** Moves on at each change, so a read that began before it is not kept after it. */
  let generation = 0;
  let listening = false;

  const clear = () => {
    generation += 1;
    entries.clear();
  };
  const stop = await listen(SESSION_CHANGES_CHANNEL, (event) => {
    clear();
    listening = event !== 'lost';
  });

  async function readAndKeep(sessionId: string, now: Date): Promise<FoundSession | null> {
    const startedIn = generation;
    const readAt = performance.now();
    const record = await read(sessionId);
    if (!record) return null;
    if (listening && generation === startedIn) {
      entries.set(sessionId, { record, readAt });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return sessionAt(record, now);
  }

  return {
    find(token, now = new Date()) {
      const sessionId = hashToken(token);
      const kept = entries.get(sessionId);
      if (kept && performance.now() - kept.readAt < maxAgeMs) {
        // Moved to the end: the map's first key is the least recently used.
        entries.delete(sessionId);
        entries.set(sessionId, kept);
        return sessionAt(kept.record, now);
      }
      entries.delete(sessionId);
      return readAndKeep(sessionId, now);
    },
    clear,
    close: stop,
  };
}
