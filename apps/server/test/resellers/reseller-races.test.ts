import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, resellerApplications } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Reseller decisions at the same moment. On PostgreSQL the requests really overlap (PGlite
 * runs one at a time, so there the rules are only checked in sequence); each rule must hold.
 */
describe('reseller decisions at the same time', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('four approvals and four declines at once: one decides, the others are told, the applicant gets one e-mail', async () => {
    for (let round = 0; round < 10; round++) {
      const applicant = await insertUser(t.database.db);
      const [application] = await t.database.db
        .insert(resellerApplications)
        .values({ name: 'Racer', email: applicant.email, phone: '+84912345678', country: 'VN', language: 'vi' })
        .returning();
      const url = `/api/v1/reseller-applications/${application!.id}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => [
          sendJson(t, 'POST', `${url}/approve`, { commissionRate: 20 }, { cookie: admin }),
          sendJson(t, 'POST', `${url}/decline`, { reason: 'Not now.' }, { cookie: admin }),
        ]).flat(),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const res of answers.filter((answer) => answer.statusCode === 409)) {
        expect(res.json().details.reason).toBe('APPLICATION_DECIDED');
      }
      expect(await emailsTo(t.database.db, applicant.email)).toHaveLength(1);
    }
  });

  it('ten applications from one address at once leave one waiting', async () => {
    const email = `same-${Date.now()}@factory.test`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/reseller-applications',
          headers: { origin: t.config.publicUrl },
          remoteAddress: `10.9.0.${index + 1}`,
          payload: { name: `Try ${index}`, email, phone: '+84912345678', country: 'VN', language: 'vi' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // The per-address limit lets three through; the rest are refused before touching the table.
    expect(statuses.filter((status) => status === 204)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const rows = await t.database.db
      .select()
      .from(resellerApplications)
      .where(and(eq(resellerApplications.email, email), eq(resellerApplications.status, 'pending')));
    expect(rows).toHaveLength(1);
  });

  it('a redeem racing a revocation never lands after it', async () => {
    for (let round = 0; round < 10; round++) {
      const reseller = await insertUser(t.database.db, { isReseller: true, commissionRate: 10 });
      const cookie = await logInAs(t, reseller.email, TEST_PASSWORD);
      const generated = await sendJson(
        t,
        'POST',
        '/api/v1/licence-keys',
        { quantity: 1, accountType: 5, months: 1, resellerId: reseller.id },
        { cookie: admin },
      );
      const code = generated.json<{ keys: { code: string }[] }>().keys[0]!.code;
      const client = await insertUser(t.database.db);
      const [redeemed, revoked] = await Promise.all([
        sendJson(t, 'POST', '/api/v1/licence-keys/redeem', { code, customerEmail: client.email }, { cookie }),
        sendJson(t, 'DELETE', `/api/v1/resellers/${reseller.id}`, undefined, { cookie: admin }),
      ]);
      expect(revoked.statusCode).toBe(204);
      expect([200, 403]).toContain(redeemed.statusCode);
      if (redeemed.statusCode !== 200) continue;
      const entries = await t.database.db
        .select({ id: auditLog.id, action: auditLog.action })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.targetId, [reseller.id, client.id]),
            inArray(auditLog.action, ['licence_key.redeemed', 'reseller.revoked']),
          ),
        )
        .orderBy(auditLog.id);
      expect(entries.map((entry) => entry.action)).toEqual(['licence_key.redeemed', 'reseller.revoked']);
    }
  });
});
