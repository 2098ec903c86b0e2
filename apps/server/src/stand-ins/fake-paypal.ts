import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { fill, LANGUAGE_COOKIE, type Language, parseLanguage } from '@oneclick/shared';
import en from '@oneclick/shared/i18n/en-US/payments.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/payments.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/payments.json' with { type: 'json' };
import type {} from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PaypalCapture, PaypalMoney, PaypalOrder } from '../integrations/paypal-client.js';

const PAGE_TEXT: Record<Language, typeof en.fakePaypal> = {
  'en-US': en.fakePaypal,
  vi: vi.fakePaypal,
  th: th.fakePaypal,
};

export interface FakePaypalOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where a browser reaches this stand-in: the approval page's address starts with it. */
  publicBase: string;
  /** The portal's address: return and cancel URLs elsewhere are refused, as PayPal refuses unlisted ones. */
  returnBase: string;
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
  /** Signs a webhook body (its exact bytes, as PayPal does) for delivery to this stand-in's webhook id. */
  signWebhook(body: string): WebhookHeaders;
  /** Ids of the captures refunded through the refund call. */
  refunded: ReadonlySet<string>;
  /** Runs `hook` before each capture is answered, while the caller waits (for races in tests). */
  beforeCapture(hook: (() => Promise<unknown>) | undefined): void;
  /** While true, refund calls answer 503 (PayPal out of reach, for tests). */
  failRefunds(fail: boolean): void;
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

/** The visitor's language, from the portal's cookie (the portal serves this stand-in in fake mode). */
function languageOf(request: FastifyRequest): Language {
  return parseLanguage(request.cookies?.[LANGUAGE_COOKIE]);
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send(PAGE_TEXT[languageOf(request)].notFound);
}

/** The same bytes JSON.stringify would not keep: the value of `name` as it stands in `json`. */
function rawMember(json: string, name: string): string | undefined {
  const key = new RegExp(`"${name}"\\s*:\\s*`).exec(json);
  if (!key) return undefined;
  const start = key.index + key[0].length;
  let depth = 0;
  let inString = false;
  for (let i = start; i < json.length; i++) {
    const c = json[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return json.slice(start, i + 1);
  }
  return undefined;
}

function approvalPage(stored: StoredOrder, base: string, language: Language): string {
  const m = PAGE_TEXT[language];
  const unit = stored.order.purchase_units?.[0];
  const money = unit?.amount ? `${unit.amount.value} ${unit.amount.currency_code}` : '';
  const id = encodeURIComponent(stored.order.id);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(m.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.test{background:#fff3bf;border:2px solid #e67700;padding:.75rem 1rem;border-radius:6px}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:6px;border:1px solid #1864ab;cursor:pointer}
.pay{background:#1864ab;color:#fff}.cancel{background:#fff;color:#1864ab}</style></head>
<body><p class="test" role="note"><strong>${escapeHtml(m.banner)}</strong> ${escapeHtml(m.bannerText)}</p>
<h1>${escapeHtml(fill(m.pay, { amount: money }))}</h1><p>${escapeHtml(unit?.custom_id ? fill(m.order, { orderId: unit.custom_id }) : '')}</p>
<form method="post" action="${base}/checkoutnow/${id}/approve"><button class="pay" type="submit">${escapeHtml(m.payNow)}</button></form>
<form method="post" action="${base}/checkoutnow/${id}/cancel"><button class="cancel" type="submit">${escapeHtml(m.cancel)}</button></form>
</body></html>`;
}

/**
 * A small PayPal: OAuth token, Orders v2 create/get/capture and capture refunds (with
 * PayPal-Request-Id idempotency and ORDER_ALREADY_CAPTURED), webhook signature verification
 * over the event's exact bytes, and an approval page clearly marked as a test in the
 * visitor's language. The portal serves it itself in `PAYPAL_MODE=fake`; tests run
 * it on a port of its own and point the real adapter at it. State lives in memory.
 */
export function fakePaypal(options: FakePaypalOptions): FakePaypal {
  const orders = new Map<string, StoredOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  const refunded = new Set<string>();
  const rawBodies = new WeakMap<FastifyRequest, string>();
  let alterCapture: ((order: PaypalOrder) => PaypalOrder) | undefined;
  let refundsFail = false;
  let captureHook: (() => Promise<unknown>) | undefined;
  // Read on each use: a stand-in on a port of its own learns its address only once listening.
  const base = () => options.publicBase.replace(/\/+$/, '');

  // PayPal signs `transmission id|time|webhook id|CRC32 of the body's bytes` with its RSA key;
  // an HMAC with the client secret stands in for that key.
  const signatureOf = (transmissionId: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', options.clientSecret)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`)
      .digest('base64');
  const underPortal = (url: string | undefined) =>
    url !== undefined && url.startsWith(`${options.returnBase.replace(/\/+$/, '')}/`);

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
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      try {
        rawBodies.set(request, String(body));
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
      if (!underPortal(context.return_url) || !underPortal(context.cancel_url)) {
        return issue(reply, 422, 'INVALID_PARAMETER_VALUE');
      }
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
      await captureHook?.();
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

    app.post('/v2/payments/captures/:id/refund', api, async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const id = (request.params as { id: string }).id;
      const capture = [...orders.values()]
        .flatMap(({ order }) => order.purchase_units?.[0]?.payments?.captures ?? [])
        .find((candidate) => candidate.id === id);
      if (!capture) return issue(reply, 404, 'RESOURCE_NOT_FOUND');
      if (refundsFail) return issue(reply, 503, 'SERVICE_UNAVAILABLE');
      return remembered(request, reply, () => {
        if (refunded.has(id)) return { status: 422, body: { details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } };
        refunded.add(id);
        capture.status = 'REFUNDED';
        return { status: 201, body: { id: randomId(17), status: 'COMPLETED', amount: capture.amount } };
      });
    });

    // PayPal checks the signature over the event's bytes as it delivered them, so a verify call
    // carrying a re-encoded event fails here as it can at PayPal.
    app.post('/v1/notifications/verify-webhook-signature', api, async (request, reply) => {
      if (!authorised(request)) return issue(reply, 401, 'INVALID_TOKEN');
      const body = request.body as Record<string, unknown>;
      const event = rawMember(rawBodies.get(request) ?? '', 'webhook_event') ?? '';
      const webhookId = String(body.webhook_id);
      const expected = signatureOf(String(body.transmission_id), String(body.transmission_time), webhookId, event);
      const genuine = webhookId === options.webhookId && body.transmission_sig === expected;
      return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
    });

    app.get('/checkoutnow', async (request, reply) => {
      const stored = orders.get(String((request.query as { token?: string }).token));
      if (!stored) return notFound(request, reply);
      // With the portal's `no-referrer` a form posts `Origin: null`, which the CSRF check refuses.
      reply.header('referrer-policy', 'same-origin');
      return reply.type('text/html; charset=utf-8').send(approvalPage(stored, base(), languageOf(request)));
    });

    app.post('/checkoutnow/:id/approve', async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!orders.has(id)) return notFound(request, reply);
      return reply.redirect(approve(id), 303);
    });

    app.post('/checkoutnow/:id/cancel', async (request, reply) => {
      const stored = orders.get((request.params as { id: string }).id);
      if (!stored) return notFound(request, reply);
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
    signWebhook(body) {
      const transmissionId = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base()}/v1/notifications/certs/fake`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signatureOf(transmissionId, time, options.webhookId, body),
        'paypal-transmission-time': time,
      };
    },
    refunded,
    beforeCapture(hook) {
      captureHook = hook;
    },
    failRefunds(fail) {
      refundsFail = fail;
    },
    orders,
  };
}
