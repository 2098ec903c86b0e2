import { addCalendarMonths } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { type PaypalStandIn } from '../helpers/paypal-stand-in.js';
import { type TestApp } from '../helpers/test-app.js';
import { type PaypalFlow, startPaypalTestApp, stopPaypalTestApp } from '../helpers/paypal-flow.js';

/**
 * Ten browsers back from PayPal and ten webhooks for one order, all at once. On PostgreSQL
 * they really overlap (PGlite runs one at a time, so there the rule is only checked in
 * sequence): one activation, one sale record, the expiry moved once.
 */
describe('one PayPal order returned ten times and notified ten times at once', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: PaypalFlow;

  beforeAll(async () => ({ t, paypal, flow } = await startPaypalTestApp()));
  afterAll(() => stopPaypalTestApp(t, paypal));

  it('fulfils it once', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, id, token } = await flow.openPaypalOrder();
      paypal.fake.approve(token);
      const capture = await flow.captureAtPaypal(token, `capture-${id}`);
      const started = new Date();
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => flow.returnFromPaypal(token)),
        ...Array.from({ length: 10 }, (_, n) =>
          flow.sendEvent({
            id: `WH-RACE-${id}-${n}`,
            event_type: 'PAYMENT.CAPTURE.COMPLETED',
            resource: { ...capture, status: 'COMPLETED', custom_id: id },
          }),
        ),
      ]);
      expect(answers.slice(0, 10).map((res) => res.headers.location)).toEqual(
        Array(10).fill(`/invoice_en?paypal=success&order=${id}`),
      );
      expect(answers.slice(10).map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect(await flow.sales(id)).toBe(1);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(Math.abs(row!.expiresAt!.getTime() - addCalendarMonths(started, 12).getTime())).toBeLessThan(60_000);
    }
  });
});
