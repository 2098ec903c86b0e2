import Fastify from 'fastify';
import { type FakePaypal, fakePaypal } from '../../src/stand-ins/fake-paypal.js';

export interface PaypalStandIn {
  fake: FakePaypal;
  /** Settings that point the real PayPal adapter (sandbox mode) at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const CREDENTIALS = { clientId: 'test-client', clientSecret: 'test-secret', webhookId: 'TEST-WEBHOOK' };

/**
 * The fake PayPal as its own HTTP server on a free port of 127.0.0.1, as the tests' PayPal. It
 * takes return addresses only under `returnBase`: the test app's PUBLIC_URL, by default its own.
 */
export async function startPaypalStandIn(returnBase = 'http://localhost:3000'): Promise<PaypalStandIn> {
  const server = Fastify({ logger: false });
  let base = '';
  const fake = fakePaypal({
    ...CREDENTIALS,
    returnBase,
    get publicBase() {
      return base;
    },
  });
  await server.register(fake.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  base = address;
  return {
    fake,
    env: {
      PAYPAL_MODE: 'sandbox',
      PAYPAL_API_BASE: address,
      PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
      PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
      PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
    },
    close: () => server.close(),
  };
}
