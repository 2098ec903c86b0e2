import Fastify from 'fastify';
import { type FakeSinvoice, fakeSinvoice } from '../../src/stand-ins/fake-sinvoice.js';

export interface SinvoiceStandIn {
  fake: FakeSinvoice;
  /** Settings that point the real SInvoice adapter (`E_INVOICE_PROVIDER=viettel`) at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export const SELLER_ENV = {
  SELLER_TAX_CODE: '0100109106',
  SELLER_LEGAL_NAME: 'Công ty TNHH OneClick Việt Nam',
  SELLER_ADDRESS: '1 Lê Duẩn, Quận 1, TP. Hồ Chí Minh',
};

const ACCOUNT = { username: '0100109106-712', password: 'stand-in password' };

/** The SInvoice stand-in as its own HTTP server on a free port of 127.0.0.1, as the tests' provider. */
export async function startSinvoiceStandIn(vat = '10'): Promise<SinvoiceStandIn> {
  const server = Fastify({ logger: false });
  const fake = fakeSinvoice({ ...ACCOUNT, supplierTaxCode: SELLER_ENV.SELLER_TAX_CODE });
  await server.register(fake.routes);
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    fake,
    env: {
      ...SELLER_ENV,
      E_INVOICE_PROVIDER: 'viettel',
      E_INVOICE_VAT: vat,
      E_INVOICE_AUTH_URL: `${address}/auth/login`,
      E_INVOICE_API_URL: `${address}/services/einvoiceapplication/api/`,
      E_INVOICE_USERNAME: ACCOUNT.username,
      E_INVOICE_PASSWORD: ACCOUNT.password,
      E_INVOICE_TEMPLATE_CODE: '1/001',
      E_INVOICE_SERIES: 'C26TOC',
    },
    close: () => server.close(),
  };
}
