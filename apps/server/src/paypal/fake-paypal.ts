import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PaypalCapture, PaypalMoney, PaypalOrder } from './paypal-client.js';

export interface FakePaypalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where a browser reaches this stand-in: the approval page's address starts with it. */
  publicBase: string;
}

interface StoredOrder {
  order: PaypalOrder;
  returnUrl: string;
  cancelUrl: string;
}

/** Headers a webhook delivery carries, signed the way this stand-in's verification checks. */
export type WebhookHeaders = Record<
  | 'paypal-auth-algo'
  | 'paypal-cert-url'
  | 'paypal-transmission-id'
  | 'paypal-transmission-sig'
  | 'paypal-transmission-time',
  string
>;

export interface FakePaypal {
  /** The Fastify plugin answering PayPal's calls and the test approval page. */
  routes: FastifyPluginAsync;
  /** The buyer approves on PayPal: what the approval page's button does. */
  approve(paypalOrderId: string): string;
  /** Changes what the next captures answer (a tampering PayPal, for tests); undefined restores it. */
  alterCaptures(alter: ((order: PaypalOrder) => PaypalOrder) | undefined): void;
  /** Signs a webhook event as PayPal would deliver it to this stand-in's webhook id. */
  signWebhook(event: unknown): WebhookHeaders;
  orders: ReadonlyMap<string, StoredOrder>;
}

const randomId = (length: number) =>
  randomBytes(length)
    .toString('base64url')
    .replace(/[^0-9A-Za-z]/g, '0')
    .toUpperCase()
    .slice(0, length);

function issue(reply: FastifyReply, status: number, name: string) {
  return reply.code(status).send({ name, details: [{ issue: name }] });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function approvalPage(stored: StoredOrder, base: string): string {
  const unit = stored.order.purchase_units?.[0];
  const money = unit?.amount ? `${unit.amount.value} ${unit.amount.currency_code}` : '';
  const id = encodeURIComponent(stored.order.id);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test payment: PayPal stand-in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.test{background:#fff3bf;border:2px solid #e67700;padding:.75rem 1rem;border-radius:6px}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1864ab;cursor:pointer}
.pay{background:#1864ab;color:#fff}.cancel{background:#fff;color:#1864ab}</style></head>
<body><p class="test" role="note"><strong>Test payment.</strong> This is the portal's PayPal stand-in: no money moves.</p>
<h1>Pay ${escapeHtml(money)}</h1><p>${escapeHtml(unit?.custom_id ? `Order ${unit.custom_id}` : '')}</p>
<form method="post" action="${base}/checkoutnow/${id}/approve"><button class="pay" type="submit">Pay now (test)</button></form>
<form method="post" action="${base}/checkoutnow/${id}/cancel"><button class="cancel" type="submit">Cancel and return</button></form>
</body></html>`;
}

/**
 * A small PayPal: OAuth token, Orders v2 create/get/capture (with PayPal-Request-Id
 * idempotency and ORDER_ALREADY_CAPTURED), webhook signature verification, and an approval
 * page clearly marked as a test. The portal serves it itself in `PAYPAL_MODE=fake`; tests run
 * it on a port of its own and point the real adapter at it. State lives in memory.
 */
export function fakePaypal(options: FakePaypalOptions): FakePaypal {
  const orders = new Map<string, StoredOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let alterCapture: ((order: PaypalOrder) => PaypalOrder) | undefined;
  // Read on each use: a stand-in on a port of its own learns its address only once listening.
  const base = () => options.publicBase.replace(/\/+$/, '');

  const signatureOf = (transmissionId: string, time: string, event: unknown) =>
    createHmac('sha256', options.clientSecret)
      .update(
        `${transmissionId}|${time}|${options.webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`,
      )
      .digest('base64');

  function authorised(request: FastifyRequest): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && tokens.has(token);
  }

  /** Answers a repeated PayPal-Request-Id with the first answer, as PayPal does. */
  function remembered(request: FastifyRequest, reply: FastifyReply, answer: () => { status: number; body: unknown }) {
    const key = `${request.url}|${String(request.headers['paypal-request-id'] ?? '')}`;
    const earlier = request.headers['paypal-request-id'] ? byRequestId.get(key) : undefined;
    const result = earlier ?? answer();
    if (request.headers['paypal-request-id'] && result.status < 300) byRequestId.set(key, result);
    return reply.code(result.status).send(result.body);
  }

  function approve(id: string): string {
    const stored = orders.get(id);
    if (!stored) throw new Error(`no PayPal order ${id}`);
    if (stored.order.status === 'PAYER_ACTION_REQUIRED') {
      stored.order.status = 'APPROVED';
      stored.order.payer = { email_address: 'buyer@paypal.test', name: { given_name: 'Test', surname: 'Buyer' } };
    }
    return `${stored.returnUrl}${stored.returnUrl.includes('?') ? '&' : '?'}token=${id}&PayerID=FAKEPAYER`;
  }

  const routes: FastifyPluginAsync = async (app) => {
    // PayPal takes a capture with a JSON content type and no body.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }));
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    // Server-to-server calls: no browser, so no Origin to check.
    const api = { config: { webhook: true } };

    app.post('/v1/oauth2/token', api, async (request, reply) => {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      const given = request.headers.authorization ?? '';
      if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      return { access_token: token, token_type: 'Bearer', expires_in: 32_400 };
    });

    app.post('/v2/checkout/orders', api, async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const body = request.body as {
        purchase_units?: { custom_id?: string; amount?: PaypalMoney }[];
        payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
      };
      const unit = body.purchase_units?.[0];
      const context = body.payment_source?.paypal?.experience_context;
      if (!unit?.amount || !context?.return_url || !context.cancel_url) return issue(reply, 400, 'INVALID_REQUEST');
      return remembered(request, reply, () => {
        const id = randomId(17);
        const order: PaypalOrder = {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          purchase_units: [{ custom_id: unit.custom_id, amount: unit.amount }],
          links: [
            { rel: 'self', href: `${base()}/v2/checkout/orders/${id}` },
            { rel: 'payer-action', href: `${base()}/checkoutnow?token=${id}` },
          ],
        };
        orders.set(id, { order, returnUrl: context.return_url!, cancelUrl: context.cancel_url! });
        return { status: 200, body: order };
      });
    });

    app.get('/v2/checkout/orders/:id', async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const stored = orders.get((request.params as { id: string }).id);
      return stored ? stored.order : issue(reply, 404, 'RESOURCE_NOT_FOUND');
    });

    app.post('/v2/checkout/orders/:id/capture', api, async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const stored = orders.get((request.params as { id: string }).id);
      if (!stored) return issue(reply, 404, 'RESOURCE_NOT_FOUND');
      return remembered(request, reply, () => {
        const { order } = stored;
        if (order.status === 'COMPLETED')
          return { status: 422, body: { details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] } };
        if (order.status !== 'APPROVED') return { status: 422, body: { details: [{ issue: 'ORDER_NOT_APPROVED' }] } };
        const unit = order.purchase_units![0]!;
        const capture: PaypalCapture = {
          id: randomId(17),
          status: 'COMPLETED',
          amount: unit.amount!,
          custom_id: unit.custom_id,
        };
        order.status = 'COMPLETED';
        unit.payments = { captures: [capture] };
        return { status: 201, body: alterCapture ? alterCapture(structuredClone(order)) : order };
      });
    });

    app.post('/v1/notifications/verify-webhook-signature', api, async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const body = request.body as Record<string, unknown>;
      const expected = signatureOf(String(body.transmission_id), String(body.transmission_time), body.webhook_event);
      const genuine = body.webhook_id === options.webhookId && body.transmission_sig === expected;
      return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
    });

    app.get('/checkoutnow', async (request, reply) => {
      const stored = orders.get(String((request.query as { token?: string }).token));
      if (!stored) return reply.code(404).type('text/plain').send('No such test payment.');
      // With the portal's `no-referrer` a form posts `Origin: null`, which the CSRF check refuses.
      reply.header('referrer-policy', 'same-origin');
      return reply.type('text/html; charset=utf-8').send(approvalPage(stored, base()));
    });

    app.post('/checkoutnow/:id/approve', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!orders.has(id)) return reply.code(404).type('text/plain').send('No such test payment.');
      return reply.redirect(approve(id), 303);
    });

    app.post('/checkoutnow/:id/cancel', async (request, reply) => {
      const stored = orders.get((request.params as { id: string }).id);
      if (!stored) return reply.code(404).type('text/plain').send('No such test payment.');
      const separator = stored.cancelUrl.includes('?') ? '&' : '?';
      return reply.redirect(`${stored.cancelUrl}${separator}token=${stored.order.id}`, 303);
    });
  };

  return {
    routes,
    approve,
    alterCaptures(alter) {
      alterCapture = alter;
    },
    signWebhook(event) {
      const transmissionId = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base()}/v1/notifications/certs/fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signatureOf(transmissionId, time, event),
        'paypal-transmission-time': time,
      };
    },
    orders,
  };
}
