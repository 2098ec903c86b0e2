import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsDeps } from '../../src/app-deps.js';
import { auditLog } from '../../src/db/schema/index.js';
import { systemActor, unitOfWorkRunner } from '../../src/service-core/unit-of-work.js';
import { refundExtraCapture } from '../../src/modules/payments/refund-extra-capture.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BANK_ENV } from '../helpers/bank-config.js';

/**
 * The buyer's return and PayPal's notices can each find the same second payment of a paid order
 * at the same moment. PayPal refunds it once (the refund's idempotency key); the portal's log
 * names it once too. On PostgreSQL the calls really overlap.
 */
describe('refunding a second payment from several callers at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
  });
  afterAll(() => t.close());

  it('logs the refund once however many callers give it back together', async () => {
    const cookie = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    const ordered = await sendJson(
      t,
      'POST',
      '/api/v1/orders',
      { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
      { cookie },
    );
    const orderId = ordered.json<{ id: string }>().id;
    const deps = {
      config: t.config,
      db: t.database.db,
      runUnitOfWork: unitOfWorkRunner(t.database.db, t.config, () => {}),
      paypal: { refundCapture: async () => ({ id: 'REFUND-OF-CAPTURE-2' }) },
    } as unknown as PaymentsDeps;

    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => refundExtraCapture(deps, systemActor(t.app.log), orderId, 'CAPTURE-2')),
    );
    expect(outcomes).toEqual(Array(6).fill('refunded'));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.extra_payment_refunded'), sql`${auditLog.details}->>'orderId' = ${orderId}`),
      );
    expect(entries).toHaveLength(1);
  });
});
