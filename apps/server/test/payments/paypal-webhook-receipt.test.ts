import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo } from '../helpers/outbox.js';
import { type PaypalStandIn } from '../helpers/paypal-stand-in.js';
import { type TestApp } from '../helpers/test-app.js';
import { type PaypalFlow, startPaypalTestApp, stopPaypalTestApp, tokenOf } from '../helpers/paypal-flow.js';

/** The address the stand-in gives every payer who approves. */
const PAYER_EMAIL = 'buyer@paypal.test';

/**
 * An anonymous donation that only PayPal's webhook confirms (issue 44 item 15): the receipt goes
 * to the payer PayPal names, as for a donor who comes back, and once whatever else arrives. On
 * PostgreSQL the webhook and the return really overlap.
 */
describe('a donation confirmed by the webhook alone', () => {
  let t: TestApp;
  let paypal: PaypalStandIn;
  let flow: PaypalFlow;

  beforeAll(async () => ({ t, paypal, flow } = await startPaypalTestApp()));
  afterAll(() => stopPaypalTestApp(t, paypal));

  /** An anonymous donation approved and captured at PayPal, its donor not (yet) back. */
  async function capturedDonation() {
    const { id } = await flow.order({ kind: 'donation', amountUsd: 30 });
    const started = await flow.startPaypal(id);
    const token = tokenOf(started.json<{ approveUrl: string }>().approveUrl);
    paypal.fake.approve(token);
    const capture = await flow.captureAtPaypal(token, `capture-${id}`);
    return { id, token, capture };
  }

  function completedEvent(eventId: string, id: string, token: string, capture: { id: string; amount: object }) {
    return {
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        ...capture,
        status: 'COMPLETED',
        custom_id: id,
        supplementary_data: { related_ids: { order_id: token } },
      },
    };
  }

  async function receiptsOf(id: string) {
    const mails = await emailsTo(t.database.db, PAYER_EMAIL);
    return mails.filter((mail) => mail.subject.includes(`order ${id}`));
  }

  it('e-mails the receipt to the payer PayPal names, once, whatever arrives after', async () => {
    const { id, token, capture } = await capturedDonation();
    const event = completedEvent(`WH-DONOR-${id}`, id, token, capture);
    const res = await flow.sendEvent(event);
    expect(res.statusCode, res.body).toBe(200);

    const row = await flow.row(id);
    expect(row).toMatchObject({ status: 'paid', customerEmail: PAYER_EMAIL, customerName: 'Test Buyer' });
    const receipts = await receiptsOf(id);
    expect(receipts.map((mail) => mail.subject)).toEqual([`Receipt ${row.receiptNumber} for order ${id}`]);
    expect(receipts[0]!.textBody).toContain('Donation to OneClick');

    expect((await flow.sendEvent(event)).statusCode).toBe(200);
    expect((await flow.sendEvent(completedEvent(`WH-DONOR-${id}-again`, id, token, capture))).statusCode).toBe(200);
    expect((await flow.returnFromPaypal(token)).headers.location).toBe(`/donation?paypal=success&order=${id}`);
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('sends one receipt when the webhook and the returning donor arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, token, capture } = await capturedDonation();
      const answers = await Promise.all([
        flow.sendEvent(completedEvent(`WH-DONOR-RACE-${id}-1`, id, token, capture)),
        flow.returnFromPaypal(token),
        flow.sendEvent(completedEvent(`WH-DONOR-RACE-${id}-2`, id, token, capture)),
        flow.returnFromPaypal(token),
      ]);
      expect(answers.map((res) => res.headers.location ?? res.statusCode)).toEqual([
        200,
        `/donation?paypal=success&order=${id}`,
        200,
        `/donation?paypal=success&order=${id}`,
      ]);
      expect(await flow.row(id)).toMatchObject({ status: 'paid', customerEmail: PAYER_EMAIL });
      expect(await receiptsOf(id)).toHaveLength(1);
    }
  });
});
