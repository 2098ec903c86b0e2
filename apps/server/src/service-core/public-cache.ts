import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '../db/client.js';
import type { ContentEncoding } from '../utils/conditional-get.js';
import { contentVersion } from '../db/schema/index.js';

/**
 * How long this process trusts the content version it last read before reading it again: a
 * quarter of the second within which another process's write must show, leaving the rest for
 * re-reading the language's index and the request that sees it, however loaded the machine (the
 * drill measured 986 ms with a whole second, and 1.4-1.9 s with half a second on a machine whose
 * pages took over a second at p99 under its load; 503 ms with a quarter).
 */
export const CONTENT_VERSION_TRUST_MS = 250;

/**
 * Bodies kept at most, the least recently read dropped first: every page of the list and every
 * search is a key, and visitors choose those (500 pages of 30 tutorials take about 6 MB).
 */
export const PUBLIC_CACHE_ENTRIES = 500;

/**
 * Brotli's quality 5 makes the list's bodies as small as 9 does (753 bytes against 750 for a page
 * of 20 posts) in a fiftieth of the time (35 µs against 1.6 ms): a search asked once pays it whole.
 * A few kilobytes compress faster in place than through zlib's thread pool and its streams.
 */
const BROTLI_QUALITY = 5;

/**
 * Bodies smaller than this are sent as they are, here and by `@fastify/compress`: compressing
 * them saves less than a packet, and a search asked once would pay 50-80 µs for it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** A public answer serialised once, with its ETag. */
export interface CachedBody {
  etag: string;
  json: Buffer;
  /**
   * The body compressed in `encoding`, made at its first use and kept (every browser asks for
   * brotli, so gzip is seldom made); null when the body is under the threshold.
   */
  compressed(encoding: ContentEncoding): Buffer | null;
}

export interface PublicCache {
  /** The body under `key`, built by `build` when missing or made from older content. */
  get(key: string, build: () => Promise<unknown>): Promise<CachedBody>;
  /**
   * The value under `key`, built by `build` when missing or made from older content: what the
   * bodies are made from (one per key, so the keys must be few and chosen by the code).
   */
  snapshot<T>(key: string, build: () => Promise<T>): Promise<T>;
  /**
   * The content version while this process trusts it, else undefined: a read of it has begun, and
   * the caller goes the long way (the answer cache, which cannot wait).
   */
  trustedVersion(): number | undefined;
  /** A write committed in this process: read the content version again on the next request. */
  expire(): void;
}

/**
 * Copies of public reads (the tutorial list's pages and searches) kept in memory until the
 * content changes, `maxEntries` of them at most, and the snapshots they are made from. The
 * content version (content_version, moved on by a trigger in the writer's transaction) is read at
 * most four times a second, so another process's write is seen within a second; a write through this
 * process calls `expire` after its commit and is seen on the next request.
 */
export function publicCache(
  db: Database,
  { trustMs = CONTENT_VERSION_TRUST_MS, maxEntries = PUBLIC_CACHE_ENTRIES } = {},
): PublicCache {
  const entries = new Map<string, { version: number; body: Promise<CachedBody> }>();
  const snapshots = new Map<string, { version: number; value: Promise<unknown> }>();
  let version = 0;
  let checkedAt = -Infinity;
  let checking: Promise<number> | null = null;
  /** Moves on at each expire, so a read that began before it is not trusted after it. */
  let generation = 0;

  function currentVersion(): number | Promise<number> {
    if (performance.now() - checkedAt < trustMs) return version;
    checking ??= (async () => {
      const startedAt = performance.now();
      const startedIn = generation;
      try {
        const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
        version = row?.version ?? 0;
        if (startedIn === generation) checkedAt = startedAt;
        return version;
      } finally {
        checking = null;
      }
    })();
    return checking;
  }

  return {
    async get(key, build) {
      const current = await currentVersion();
      const entry = entries.get(key);
      entries.delete(key);
      if (entry && entry.version >= current) {
        // Read again: the Map's order is the order of use, the least recent first.
        entries.set(key, entry);
        return entry.body;
      }
      const body = serialise(build);
      entries.set(key, { version: current, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key);
      });
      return body;
    },
    async snapshot<T>(key: string, build: () => Promise<T>): Promise<T> {
      const current = await currentVersion();
      const kept = snapshots.get(key);
      if (kept && kept.version >= current) return kept.value as Promise<T>;
      const value = build();
      snapshots.set(key, { version: current, value });
      value.catch(() => {
        if (snapshots.get(key)?.value === value) snapshots.delete(key);
      });
      return value;
    },
    trustedVersion() {
      const current = currentVersion();
      if (typeof current === 'number') return current;
      // A failed read is the next awaiting caller's to report.
      current.catch(() => {});
      return undefined;
    },
    expire() {
      generation += 1;
      checkedAt = -Infinity;
    },
  };
}

async function serialise(build: () => Promise<unknown>): Promise<CachedBody> {
  const json = Buffer.from(JSON.stringify(await build()), 'utf8');
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  if (json.length < COMPRESSION_THRESHOLD_BYTES) return { etag, json, compressed: () => null };
  const copies: { br?: Buffer; gzip?: Buffer } = {};
  return {
    etag,
    json,
    compressed(encoding) {
      copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
              },
            })
          : gzipSync(json, { level: constants.Z_BEST_COMPRESSION });
      return copies[encoding];
    },
  };
}
