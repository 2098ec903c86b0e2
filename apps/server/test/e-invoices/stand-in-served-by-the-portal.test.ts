import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../src/db/schema/index.js';
import { issueDueEInvoices } from '../../src/modules/e-invoices/issue-e-invoices.js';
import { eInvoiceProviderOf } from '../../src/modules/e-invoices/provider.js';
import { invoicesOf, paidOrderWithInvoice } from '../helpers/e-invoices.js';
import { insertUser } from '../helpers/factories.js';
import { SELLER_ENV } from '../helpers/sinvoice-stand-in.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

/** A port nothing listens on now, for a portal that must know its own address before it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `E_INVOICE_PROVIDER=fake`: the demo's and the end-to-end suite's provider is the portal itself, on the loopback. */
describe('the SInvoice stand-in served by the portal', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    t = await createTestApp({
      ...SELLER_ENV,
      E_INVOICE_PROVIDER: 'fake',
      E_INVOICE_VAT: '8',
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    await t.database.db
      .insert(scheduledJobs)
      .values({ name: 'issue-e-invoices', leasedUntil: new Date('2100-01-01'), leasedBy: 'the test' })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { leasedUntil: new Date('2100-01-01') } });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('issues invoices through the stand-in at its own address', async () => {
    const order = await paidOrderWithInvoice(t, await insertUser(t.database.db));
    const provider = eInvoiceProviderOf(t.config)!;
    expect(await issueDueEInvoices(systemOf(t), provider, async () => true)).toBe(1);
    const [invoice] = await invoicesOf(t, order.id);
    expect(invoice).toMatchObject({ status: 'issued', series: 'C26TAA', templateCode: '1/001' });
  });

  it('is not there for a caller from elsewhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/fake-sinvoice/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { username: 'fake-seller', password: t.config.eInvoices!.password },
    });
    expect(res.statusCode).toBe(404);
  });
});
