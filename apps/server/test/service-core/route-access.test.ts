import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '@oneclick/shared';
import { registerAccess } from '../../src/auth/access.js';
import { createDeviceToken } from '../../src/auth/device-sessions.js';
import type { UserRow } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { provedSession } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

const KINDS = [
  'anonymous',
  'customer',
  'expiredCustomer',
  'reseller',
  'editorVi',
  'editorAdmin',
  'admin',
  'superAdmin',
  'machine',
] as const;
type Kind = (typeof KINDS)[number];

/** Who each declaration lets in, written out by hand: the table the app must agree with. */
const LETS_IN: Record<Access, readonly Kind[]> = {
  public: KINDS,
  device: ['machine'],
  user: KINDS.filter((kind) => kind !== 'anonymous' && kind !== 'machine'),
  editor: ['editorVi', 'editorAdmin'],
  reseller: ['reseller'],
  staff: ['reseller', 'admin', 'superAdmin'],
  admin: ['admin', 'superAdmin'],
  superAdmin: ['superAdmin'],
};

/** A customer's machine signed in through the device flow: a bearer token, no session. */
const MACHINE_OWNER: Partial<UserRow> = { role: 5, expiresAt: new Date(Date.now() + 30 * 86_400_000) };

const ACCOUNTS: Record<Exclude<Kind, 'anonymous' | 'machine'>, Partial<UserRow>> = {
  customer: { role: 5, expiresAt: new Date(Date.now() + 30 * 86_400_000) },
  expiredCustomer: { role: 5, expiresAt: new Date(Date.now() - 86_400_000) },
  reseller: { role: 2, isReseller: true, commissionRate: 20 },
  editorVi: { editorScope: 'vi' },
  editorAdmin: { editorScope: 'admin' },
  admin: { role: 1 },
  superAdmin: { role: 0 },
};

/** A concrete URL for a route pattern: any id, a provider that exists. */
function concrete(url: string): string {
  return url
    .replace(':id', randomUUID())
    .replace(':code', 'ABCD-EFGH-JKMN-PQRS')
    .replace(':provider', 'google')
    .replace(':userCode', 'BCDF-GHJK');
}

describe('declared access, walked route by route as every kind of user', () => {
  let t: TestApp;
  const users = new Map<Kind, UserRow>();
  let machineToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [kind, values] of Object.entries(ACCOUNTS)) {
      users.set(kind as Kind, await insertUser(t.database.db, values));
    }
    const owner = await insertUser(t.database.db, MACHINE_OWNER);
    machineToken = await createDeviceToken(fixtureWrites(t.database.db), owner.id, 'machine-fingerprint');
  });
  afterAll(() => t.close());

  /** Each call gets a session of its own: a logout or a login in one call cannot change the next. */
  async function callAs(kind: Kind, method: string, url: string) {
    const user = users.get(kind);
    const headers: Record<string, string> = { origin: t.config.publicUrl };
    if (user) headers.cookie = await provedSession(t, user);
    if (kind === 'machine') headers.authorization = `Bearer ${machineToken}`;
    const withBody = method !== 'GET' && method !== 'DELETE';
    return t.app.inject({ method: method as 'GET', url: concrete(url), headers, ...(withBody ? { payload: {} } : {}) });
  }

  it('knows every API route, each with its declaration', () => {
    const table = t.app.declaredRoutes;
    expect(table.length).toBeGreaterThan(20);
    const declared = table.map(({ method, url, access }) => `${method} ${url} ${access}`);
    expect(declared).toContain('PUT /api/v1/users/editor-scope admin');
    expect(declared).toContain('POST /api/v1/cms/posts editor');
    expect(declared).toContain('POST /api/v1/auth/change-password user');
    expect(declared).toContain('POST /api/v1/licence-keys admin');
    expect(declared).toContain('POST /api/v1/licence-keys/redeem staff');
    expect(declared).toContain('GET /api/v1/audit-log admin');
  });

  it('refuses to start an app with an API route that declares no access', async () => {
    const app = Fastify();
    registerAccess(app, '/api/v1');
    expect(() => app.get('/api/v1/forgotten', async () => ({}))).toThrow('GET /api/v1/forgotten declares no access');
    await app.close();
  });

  // About 120 routes called as eight kinds of user each: well past the default limit on a busy 2-core machine.
  it('answers every route as its declaration says, for every kind of user', async () => {
    const wrong: string[] = [];
    for (const { method, url, access } of t.app.declaredRoutes) {
      for (const kind of KINDS) {
        const res = await callAs(kind, method, url);
        const allowed = LETS_IN[access].includes(kind);
        const unauthenticated = kind === 'anonymous' || kind === 'machine' || access === 'device';
        const expected = allowed ? 'let in' : unauthenticated ? 401 : 403;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'let in';
        if (res.statusCode >= 500 || got !== expected) {
          wrong.push(`${method} ${url} (${access}) as ${kind}: ${res.statusCode}, expected ${expected}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
