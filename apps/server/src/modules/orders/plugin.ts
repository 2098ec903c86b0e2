import type { FastifyPluginAsync } from 'fastify';
import type { OrdersDeps } from '../../app-deps.js';
import { keepPaypalWebhookText } from './paypal-webhook-text.js';
import { ordersRoutes } from './routes.js';

/** Orders: no answer is stored, and PayPal's webhook keeps its body's text for the signature check. */
export function ordersPlugin(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const webhookText = keepPaypalWebhookText(app);

    await app.register(ordersRoutes(deps, webhookText));
  };
}
