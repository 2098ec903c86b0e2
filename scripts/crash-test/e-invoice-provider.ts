/** The crash test's e-invoice provider: the SInvoice stand-in in this process, so it outlives every kill of the server. */
import Fastify from 'fastify';
import { type FakeSinvoice, fakeSinvoice } from '../../apps/server/src/stand-ins/fake-sinvoice.js';

const SELLER_TAX_CODE = '0100109106';
const ACCOUNT = { username: 'crash-seller', password: 'crash password' };

export interface CrashProvider {
  /** The invoices the provider issued, by transaction id: what the portal's rows must agree with. */
  invoices: FakeSinvoice['invoices'];
  /** Settings that point the server's real SInvoice adapter at it. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

export async function startCrashProvider(): Promise<CrashProvider> {
  const server = Fastify({ logger: false });
  const fake = fakeSinvoice({ ...ACCOUNT, supplierTaxCode: SELLER_TAX_CODE });
  await server.register(fake.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    invoices: fake.invoices,
    env: {
      SELLER_TAX_CODE,
      SELLER_LEGAL_NAME: 'Công ty TNHH Crash',
      E_INVOICE_PROVIDER: 'viettel',
      E_INVOICE_VAT: '10',
      E_INVOICE_AUTH_URL: `${address}/auth/login`,
      E_INVOICE_API_URL: `${address}/services/einvoiceapplication/api/`,
      E_INVOICE_USERNAME: ACCOUNT.username,
      E_INVOICE_PASSWORD: ACCOUNT.password,
      E_INVOICE_TEMPLATE_CODE: '1/001',
      E_INVOICE_SERIES: 'C26TCR',
    },
    close: () => server.close(),
  };
}
