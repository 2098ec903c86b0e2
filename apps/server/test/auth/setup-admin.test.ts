import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeTokens, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { createSetupLink, SETUP_LINK_FILE } from '../../src/modules/auth/create-setup-link.js';
import { insertUser } from '../helpers/factories.js';
import { postJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const admin = {
  name: 'Portal Owner',
  email: 'owner@oneclick.test',
  password: 'sawdust and glue 42',
  password2: 'sawdust and glue 42',
};

describe('the first super admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created from the one-time setup link, which then stops working', async () => {
    await insertUser(t.database.db, { role: 1 });
    const link = await createSetupLink(systemOf(t));
    expect(link).toMatch(/^http:\/\/localhost:3000\/setup_admin\?token=[\w-]{43}$/);
    const file = path.join(t.config.dataDir, SETUP_LINK_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(link);
    const token = new URL(link!).searchParams.get('token')!;

    const weak = await postJson(t, '/api/v1/auth/setup-admin', {
      ...admin,
      token,
      password: 'password1',
      password2: 'password1',
    });
    expect(weak.statusCode).toBe(400);

    const res = await postJson(t, '/api/v1/auth/setup-admin', { ...admin, token });
    expect(res.statusCode).toBe(201);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
    expect(created).toMatchObject({ role: 0, name: 'Portal Owner' });
    expect(created!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(existsSync(file)).toBe(false);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.setup'));
    expect(entry!.actorUserId).toBe(created!.id);

    const replay = await postJson(t, '/api/v1/auth/setup-admin', { ...admin, email: 'second@oneclick.test', token });
    expect(replay.json().code).toBe('TOKEN_USED');
    expect(await createSetupLink(systemOf(t))).toBeNull();

    const login = await postJson(t, '/api/v1/auth/login', { email: admin.email, password: admin.password });
    expect(login.json().user.role).toBe(0);
  });

  it('refuses a made-up token and creates nobody', async () => {
    const res = await postJson(t, '/api/v1/auth/setup-admin', {
      ...admin,
      email: 'intruder@oneclick.test',
      token: 'guess',
    });
    expect(res.json().code).toBe('TOKEN_INVALID');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'intruder@oneclick.test'))).toHaveLength(0);
  });
});

describe('processes starting together on a new database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('each make a link, and the file holds the one link still working', async () => {
    const links = await Promise.all([1, 2, 3, 4].map(() => createSetupLink(systemOf(t))));
    const inFile = readFileSync(path.join(t.config.dataDir, SETUP_LINK_FILE), 'utf8').trim();
    expect(links).toContain(inFile);
    const working = await t.database.db
      .select({ tokenHash: oneTimeTokens.tokenHash })
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, 'setup_admin'), isNull(oneTimeTokens.usedAt)));
    expect(working).toEqual([{ tokenHash: hashToken(new URL(inFile).searchParams.get('token')!) }]);
  });
});
