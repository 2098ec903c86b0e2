import { formatReceiptNumber, receiptYear } from '@oneclick/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, receiptCounters } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';
import { fulfilOrder } from '../../src/modules/payments/fulfil-order.js';
import { runAsSystem } from '../../src/service-core/unit-of-work.js';
import { BANK_ENV, bankNotice } from '../helpers/bank-config.js';

const N = 12;

/**
 * Many orders paid at the same moment, by admins and bank notices at once. On PostgreSQL the
 * payments really overlap (PGlite runs them one at a time, where the rule is only checked in
 * sequence): the numbers are the next N of the year, each once, with no gap.
 */
describe('receipt numbers of orders paid at once', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(BANK_ENV);
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  async function openOrders(n: number) {
    // A customer of their own for each batch: orders are limited per customer and hour.
    const customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
    const opened: { id: string; amount: number }[] = [];
    for (let i = 0; i < n; i++) {
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/orders',
        { kind: 'subscription', package: 'pro', months: 12, method: 'bank_transfer' },
        { cookie: customer },
      );
      expect(res.statusCode, res.body).toBe(201);
      opened.push(res.json<{ id: string; amount: number }>());
    }
    return opened;
  }

  async function lastNumber() {
    const year = receiptYear(new Date(), t.config.businessTimeZone);
    const [row] = await t.database.db.select().from(receiptCounters).where(eq(receiptCounters.year, year));
    return { year, last: row?.lastNumber ?? 0 };
  }

  it('gives N orders paid at once the next N numbers: none repeated, none skipped', async () => {
    const opened = await openOrders(N);
    const ids = opened.map((order) => order.id);
    const { year, last } = await lastNumber();
    const answers = await Promise.all(
      opened.map(({ id, amount }, i) =>
        i % 2 === 0
          ? sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin })
          : t.app.inject({
              method: 'POST',
              url: '/api/v1/payments/bank/webhook',
              headers: { authorization: `Apikey ${BANK_ENV.BANK_WEBHOOK_KEY}` },
              payload: bankNotice({ content: id, transferAmount: amount }),
            }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
    expect(rows.every((row) => row.status === 'fulfilled')).toBe(true);
    const numbers = rows.map((row) => row.receiptNumber).sort();
    expect(numbers).toEqual(Array.from({ length: N }, (_, i) => formatReceiptNumber(year, last + i + 1)));
    expect((await lastNumber()).last).toBe(last + N);
  });

  it('numbers an order once when it is paid several times at once', async () => {
    const { id } = (await openOrders(1))[0]!;
    const { year, last } = await lastNumber();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendJson(t, 'POST', `/api/v1/orders/${id}/mark-paid`, undefined, { cookie: admin }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.receiptNumber).toBe(formatReceiptNumber(year, last + 1));
    expect((await lastNumber()).last).toBe(last + 1);
  });

  it('gives the numbers of payments rolled back among them to the payments that commit', async () => {
    const opened = await openOrders(N);
    const { year, last } = await lastNumber();
    const outcomes = await Promise.allSettled(
      opened.map(({ id }, i) =>
        runAsSystem(systemOf(t), async (uow) => {
          const [row] = await uow.tx.select().from(orders).where(eq(orders.id, id)).for('update');
          await fulfilOrder(uow, t.config, row!, { handledById: null, via: 'admin' });
          if (i % 3 === 0) throw new Error('the payment failed after its receipt was numbered');
        }),
      ),
    );
    const committed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(committed).toBe(N - Math.ceil(N / 3));
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          opened.map((order) => order.id),
        ),
      );
    const numbers = rows.flatMap((row) => (row.receiptNumber ? [row.receiptNumber] : [])).sort();
    expect(numbers).toEqual(Array.from({ length: committed }, (_, i) => formatReceiptNumber(year, last + i + 1)));
    expect((await lastNumber()).last).toBe(last + committed);
  });
});
