import type { FastifyInstance, FastifyRequest } from 'fastify';

const PAYPAL_WEBHOOK = 'payments.receivePaypalWebhook';

/** The text of the PayPal webhook's body as it arrived. */
export type WebhookText = (request: FastifyRequest) => string;

/**
 * PayPal verifies the event's bytes as it sent them, so its webhook keeps the body's text:
 * a parsed and re-encoded copy may differ in spacing, escapes or key order. The module's
 * other routes parse JSON as every route does. Set on the module's plugin, so only its routes
 * take this parser.
 */
export function keepPaypalWebhookText(app: FastifyInstance): WebhookText {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const received = new WeakMap<object, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.config.operation !== PAYPAL_WEBHOOK) {
      // A callback parser: it answers through `done`, whatever its type says it returns.
      void parseJson(request, body as string, done);
      return;
    }
    try {
      const event: unknown = JSON.parse(String(body));
      received.set(request, String(body));
      done(null, event);
    } catch {
      done(Object.assign(new Error('Body is not JSON'), { statusCode: 400 }));
    }
  });
  return (request) => received.get(request)!;
}
