import type { PaypalSettings } from '../config.js';

/** The parts of PayPal's Orders v2 answers the portal reads. */
export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id: string;
  status: string;
  amount: PaypalMoney;
  custom_id?: string;
  /** The order's payer, copied onto the capture by `captureOf`: an anonymous donor's receipt goes there. */
  payer?: PaypalPayer;
}

export interface PaypalPayer {
  email_address?: string;
  name?: { given_name?: string; surname?: string };
}

export interface PaypalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string }[];
  payer?: PaypalPayer;
  purchase_units?: {
    custom_id?: string;
    amount?: PaypalMoney;
    payments?: { captures?: PaypalCapture[] };
  }[];
}

export interface PaypalRefund {
  id: string;
  status: string;
}

export interface NewPaypalOrder {
  /** Our order's id: PayPal's `custom_id` and `invoice_id`. */
  orderId: string;
  /** PayPal-Request-Id: a retried create returns the same PayPal order. */
  requestId: string;
  amount: PaypalMoney;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** PayPal answered with an error status; `issue` is its first detail's code (e.g. ORDER_ALREADY_CAPTURED). */
export class PaypalError extends Error {
  override name = 'PaypalError';
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
  ) {
    super(`PayPal answered ${status}${issue ? ` ${issue}` : ''}`);
  }
}

export interface PaypalClient {
  createOrder(order: NewPaypalOrder): Promise<PaypalOrder>;
  getOrder(id: string): Promise<PaypalOrder>;
  /** Idempotent under `requestId`: PayPal answers a repeat with the earlier result. */
  captureOrder(id: string, requestId: string): Promise<PaypalOrder>;
  /** Refunds a capture in full; idempotent under `requestId`. */
  refundCapture(captureId: string, requestId: string): Promise<PaypalRefund>;
  /**
   * Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature), handing it
   * the event's bytes exactly as received: a re-encoded copy can fail the signature.
   */
  verifyWebhook(headers: Record<string, string | undefined>, rawEvent: string): Promise<boolean>;
}

const TIMEOUT_MS = 15_000;
/** The headers of a webhook delivery that PayPal's verification takes. */
export const PAYPAL_SIGNATURE_HEADERS = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

/** A USD amount in cents as PayPal writes it ("599.00"). */
export function paypalValue(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** PayPal's decimal string back to cents, or null when it is not a plain amount. */
export function centsOf(value: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/**
 * PayPal's REST API (Orders v2, webhook verification) over plain `fetch`: the same code talks
 * to the fake stand-in, the sandbox and live, by `apiBase`. The OAuth token is kept until a
 * minute before it expires.
 */
export function paypalClient(settings: PaypalSettings): PaypalClient {
  const base = settings.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  /** `body` is JSON text, so that a caller can pass bytes it must not re-encode. */
  async function call<T>(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as T & { details?: { issue?: string }[] };
    if (!response.ok) throw new PaypalError(response.status, answer.details?.[0]?.issue);
    return answer;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new PaypalError(response.status, 'AUTHENTICATION_FAILURE');
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: answer.access_token, until: Date.now() + (answer.expires_in - 60) * 1000 };
    return token.value;
  }

  return {
    createOrder: (order) =>
      call<PaypalOrder>(
        'POST',
        '/v2/checkout/orders',
        JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: order.orderId,
              invoice_id: order.orderId,
              description: order.description,
              amount: order.amount,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }),
        { 'paypal-request-id': order.requestId },
      ),
    getOrder: (id) => call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),
    captureOrder: (id, requestId) =>
      call<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, undefined, {
        'paypal-request-id': requestId,
      }),
    refundCapture: (captureId, requestId) =>
      call<PaypalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, '{}', {
        'paypal-request-id': requestId,
      }),
    async verifyWebhook(headers, rawEvent) {
      if (PAYPAL_SIGNATURE_HEADERS.some((name) => !headers[name])) return false;
      const fields = JSON.stringify({
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: settings.webhookId,
      });
      const answer = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`,
      );
      return answer.verification_status === 'SUCCESS';
    },
  };
}
