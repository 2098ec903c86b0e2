/**
 * One PayPal stand-in for every process, as PayPal is one service: the portal's own fake
 * (`stand-ins/fake-paypal.ts`) keeps its orders in memory, so each process's would know only
 * the orders made through it. The portals run with PAYPAL_MODE=sandbox and PAYPAL_API_BASE here.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { fakePaypal } from '../../apps/server/src/stand-ins/fake-paypal.js';

export const PAYPAL_CREDENTIALS = {
  PAYPAL_CLIENT_ID: 'drill-client-id',
  PAYPAL_CLIENT_SECRET: 'drill-client-secret',
  PAYPAL_WEBHOOK_ID: 'drill-webhook-id',
};

export async function startPaypalStandIn(
  port: number,
  portalUrl: string,
): Promise<{ base: string; stop(): Promise<void> }> {
  const base = `http://127.0.0.1:${port}/fake-paypal`;
  const fake = fakePaypal({
    clientId: PAYPAL_CREDENTIALS.PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CREDENTIALS.PAYPAL_CLIENT_SECRET,
    webhookId: PAYPAL_CREDENTIALS.PAYPAL_WEBHOOK_ID,
    publicBase: base,
    returnBase: portalUrl,
  });
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(fake.routes, { prefix: '/fake-paypal' });
  await app.listen({ host: '127.0.0.1', port });
  return { base, stop: () => app.close() };
}
