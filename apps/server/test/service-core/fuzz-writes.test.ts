import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/auth/access.js';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.js';
import { categories, posts, type UserRow } from '../../src/db/schema/index.js';
import { DAYS_OUT_OF_RANGE, NOT_DAYS } from '../helpers/edge-days.js';
import { giveSecondFactor, insertUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

/**
 * Every write endpoint, fed payloads made from its own schema and then broken (wrong types,
 * missing and extra fields, huge strings, deep nesting, lone surrogates, NUL, `__proto__`, days
 * out of range or malformed),
 * with a session that may call anything. No answer may be a 5xx, every refusal carries an
 * error code, and a refused request changes no row. FUZZ_RUNS sets the payloads per endpoint
 * (`npm run fuzz` sends thousands); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PASSWORD = 'maple plywood 2026';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: Json[];
  format?: string;
  maxLength?: number;
  anyOf?: JsonSchema[];
}

/** mulberry32: small, seeded, good enough to pick payloads reproducibly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof random>;

function deeplyNested(depth: number): Json {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const HOSTILE_VALUES: Json[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  ' ',
  'abc \ud800',
  '\udc00',
  'nul\u0000byte',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  'x'.repeat(5_000),
  'ก'.repeat(60_000),
  [],
  ['a', 1, null],
  {},
  { __proto__: { admin: true } },
  deeplyNested(2_000),
  ...DAYS_OUT_OF_RANGE,
  ...NOT_DAYS,
];

describe('fuzzing every write endpoint', () => {
  let t: TestApp;
  let powerful: UserRow;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    powerful = await insertUser(t.database.db, { role: 0, editorScope: 'admin', isReseller: true });
    await giveSecondFactor(t.database.db, powerful.id);
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: 'Fuzz', slug: 'fuzz', lang: 'vi' })
      .returning();
    const [post] = await t.database.db
      .insert(posts)
      .values({ title: 'Fuzz', shortDescription: 'x', videoId: 'dQw4w9WgXcQ', lang: 'vi', categoryId: category!.id })
      .returning();
    const customer = await insertUser(t.database.db, { role: 5 });
    ids = [category!.id, post!.id, powerful.id, customer.id];
  });
  afterAll(() => t.close());

  /** One number per table that changes when any row is added, changed or deleted. */
  async function fingerprint(): Promise<string> {
    const tables = [
      'users',
      'one_time_tokens',
      'oauth_accounts',
      'categories',
      'posts',
      'audit_log',
      'email_outbox',
      'licence_keys',
      'sale_records',
    ];
    const parts = tables.map((table) =>
      sql.raw(`(select '${table}:' || count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from ${table})`),
    );
    const [row] = await t.database.db
      .select({ fingerprint: sql<string>`concat_ws(' ', ${sql.join(parts, sql`, `)})` })
      .from(sql`(select 1) as one`);
    return row!.fingerprint;
  }

  /** A value the schema would accept, most of the time. */
  function plausible(schema: JsonSchema, key: string, rng: Random): Json {
    if (schema.anyOf) return plausible(rng.pick(schema.anyOf), key, rng);
    if (schema.enum) return rng.pick(schema.enum);
    if (schema.type === 'object') {
      const value: Record<string, Json> = {};
      for (const [name, child] of Object.entries(schema.properties ?? {})) value[name] = plausible(child, name, rng);
      return value;
    }
    if (schema.type === 'null') return null;
    if (schema.type === 'boolean') return rng.next() < 0.5;
    if (schema.type === 'number' || schema.type === 'integer') return rng.int(100);
    if (schema.format === 'uuid') return rng.next() < 0.8 ? rng.pick(ids) : randomUUID();
    if (/email/i.test(key)) return rng.next() < 0.5 ? powerful.email : `fuzz-${rng.int(1e9)}@fuzz.test`;
    if (/password/i.test(key)) return PASSWORD;
    if (/url/i.test(key)) return VIDEO;
    if (/token/i.test(key)) return 'x'.repeat(43);
    return `Fuzz ${rng.int(1e6)}`.slice(0, schema.maxLength ?? 100);
  }

  /** Breaks a plausible body in one to three ways. */
  function broken(body: Json, rng: Random): Json {
    let value = body;
    for (let i = rng.int(3) + 1; i > 0; i--) {
      if (value === null || typeof value !== 'object' || Array.isArray(value) || rng.next() < 0.08) {
        return rng.pick(HOSTILE_VALUES);
      }
      const keys = Object.keys(value);
      const move = rng.int(4);
      if (move === 0 && keys.length > 0) {
        const rest = { ...value };
        delete rest[rng.pick(keys)];
        value = rest;
      } else if (move === 1) {
        value = {
          ...value,
          [rng.pick(['__proto__', 'constructor', 'role', 'isReseller', 'id', 'x'])]: rng.pick(HOSTILE_VALUES),
        };
      } else if (keys.length > 0) {
        value = { ...value, [rng.pick(keys)]: rng.pick(HOSTILE_VALUES) };
      }
    }
    return value;
  }

  function concrete(url: string, rng: Random): string {
    const id = rng.pick([...ids, ...ids, randomUUID(), 'not-a-uuid', '%00', '..%2F..', 'x'.repeat(300)]);
    const code = rng.pick(['ABCD-EFGH-JKMN-PQRS', 'abcdefghjkmnpqrs', 'ABCD EFGH', '%00', 'x'.repeat(300)]);
    return url
      .replace(':id', id)
      .replace(':code', code)
      .replace(':provider', rng.pick(['google', 'facebook', 'myspace']));
  }

  // A refused request leaves the session as it was; one that succeeded may have ended it (log out,
  // a new password), so the next request gets a new one.
  let session: string | null = null;
  async function send(route: DeclaredRoute, body: Json | undefined, rng: Random) {
    session ??= await createSession(fixtureWrites(t.database.db), powerful.id, {}, true);
    const raw = rng.next() < 0.03;
    const response = await t.app.inject({
      method: route.method as 'POST',
      url: concrete(route.url, rng),
      remoteAddress: `198.51.100.${rng.int(255)}`,
      headers: {
        origin: t.config.publicUrl,
        cookie: `${SESSION_COOKIE}=${session}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: raw ? '{"broken": ' : JSON.stringify(body) } : {}),
    });
    await t.app.backgroundTasks.settled();
    if (response.statusCode < 400) session = null;
    return response;
  }

  it(
    `answers ${RUNS} broken payloads per write endpoint with a 4xx and a code, changing nothing (seed ${SEED})`,
    async () => {
      const writes = t.app.declaredRoutes.filter((route) => route.method !== 'GET');
      expect(writes.length).toBeGreaterThan(10);
      const rng = random(SEED);
      const problems: string[] = [];
      for (const route of writes) {
        const schema = route.body
          ? (z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
          : undefined;
        // The rows as they stand: after a refusal they are what they were before it.
        let rows: string | null = null;
        for (let run = 0; run < RUNS; run++) {
          const body = schema ? broken(plausible(schema, '', rng), rng) : undefined;
          const before: string = rows ?? (await fingerprint());
          const res = await send(route, body, rng);
          const where = `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 200)}`;
          if (res.statusCode >= 500) problems.push(`${res.statusCode} for ${where}`);
          rows = null;
          if (res.statusCode >= 400) {
            const code = res.json<{ code?: string }>().code;
            if (!(ERROR_CODES as readonly (string | undefined)[]).includes(code)) problems.push(`no code for ${where}`);
            rows = await fingerprint();
            if (rows !== before) problems.push(`a refused request changed rows: ${where}`);
          }
        }
      }
      expect(problems, `seed ${SEED}`).toEqual([]);
    },
    60_000 + RUNS * 1_000,
  );
});
