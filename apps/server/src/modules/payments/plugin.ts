import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../../app-deps.js';
import { keepPaypalWebhookText } from './paypal-webhook-text.js';
import { paymentsRoutes } from './routes.js';

/** Payments: no answer is stored, and PayPal's webhook keeps its body's text for the signature check. */
export function paymentsPlugin(deps: PaymentsDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const webhookText = keepPaypalWebhookText(app);

    await app.register(paymentsRoutes(deps, webhookText));
  };
}
