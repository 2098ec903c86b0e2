import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { recordBackup } from '../../src/modules/backups/record-backup.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, logInWithPasswordOnly } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const record = (takenAt: Date, file: string, encrypted = true) => ({
  file,
  takenAt: takenAt.toISOString(),
  bytes: 1024,
  sha256: 'a'.repeat(64),
  encrypted,
});

describe('GET /api/v1/backups/last', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ BACKUP_WARNING_DAYS: '3' });
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('warns while no backup was ever taken, then names the newest and warns once it is older than BACKUP_WARNING_DAYS', async () => {
    const none = await getJson(t, '/api/v1/backups/last', { cookie: admin });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ takenAt: null, file: null, warnAfterDays: 3, stale: true, encrypted: null });

    const old = new Date(Date.now() - 4 * DAY_MS);
    await recordBackup(systemOf(t), record(old, 'old.tar'));
    expect((await getJson(t, '/api/v1/backups/last', { cookie: admin })).json()).toEqual({
      takenAt: old.toISOString(),
      file: 'old.tar',
      warnAfterDays: 3,
      stale: true,
      encrypted: true,
    });

    const recent = new Date(Date.now() - 2 * DAY_MS);
    await recordBackup(systemOf(t), record(recent, 'recent.tar'));
    expect((await getJson(t, '/api/v1/backups/last', { cookie: admin })).json()).toMatchObject({
      takenAt: recent.toISOString(),
      file: 'recent.tar',
      stale: false,
      encrypted: true,
    });
  });

  it('says when the newest backup is not encrypted, as those recorded before encryption were not', async () => {
    await recordBackup(systemOf(t), record(new Date(Date.now() - DAY_MS), 'plain.tar', false));
    expect((await getJson(t, '/api/v1/backups/last', { cookie: admin })).json()).toMatchObject({
      file: 'plain.tar',
      stale: false,
      encrypted: false,
    });
    const fromOlderPortal: Record<string, unknown> = record(new Date(Date.now() - DAY_MS / 2), 'older-portal.tar');
    delete fromOlderPortal.encrypted;
    await t.database.db.insert(auditLog).values({ action: 'backup.taken', details: fromOlderPortal });
    expect((await getJson(t, '/api/v1/backups/last', { cookie: admin })).json()).toMatchObject({
      file: 'older-portal.tar',
      encrypted: false,
    });
  });

  it('refuses a visitor, a customer, a reseller and an admin who has not proved a second factor', async () => {
    expect((await getJson(t, '/api/v1/backups/last')).statusCode).toBe(401);
    for (const values of [{}, { role: 2, isReseller: true, commissionRate: 10 }] as const) {
      const cookie = await logInAs(t, (await insertUser(t.database.db, values)).email, TEST_PASSWORD);
      expect((await getJson(t, '/api/v1/backups/last', { cookie })).statusCode).toBe(403);
    }
    const halfSignedIn = await logInWithPasswordOnly(
      t,
      (await insertUser(t.database.db, { role: 1 })).email,
      TEST_PASSWORD,
    );
    expect((await getJson(t, '/api/v1/backups/last', { cookie: halfSignedIn })).statusCode).toBe(403);
  });
});
