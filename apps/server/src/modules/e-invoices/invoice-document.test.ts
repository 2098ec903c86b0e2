import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { OrderRow } from '../../db/schema/index.js';
import { invoiceDocument } from './invoice-document.js';

const config = loadConfig({
  E_INVOICE_PROVIDER: 'fake',
  E_INVOICE_VAT: '10',
  SELLER_TAX_CODE: '0100109106',
  SELLER_LEGAL_NAME: 'Công ty TNHH OneClick',
});

const order = (values: Partial<OrderRow>) =>
  ({
    id: 'ABCDEF123456',
    kind: 'subscription',
    method: 'bank_transfer',
    currency: 'VND',
    amount: 14_990_000,
    accountType: 5,
    months: 12,
    quantity: 1,
    customerName: 'Nguyễn Văn An',
    customerEmail: 'an@xuong.test',
    buyerCompanyName: null,
    buyerCompanyAddress: null,
    buyerTaxCode: null,
    ...values,
  }) as OrderRow;

const inputs = {
  transactionUuid: '5b0e2b64-7d0e-4a57-9f6e-2a9b6d1c0f11',
  kind: 'original' as const,
  settings: config.eInvoices!,
  seller: config.site.seller,
  issuedAt: new Date('2026-11-29T03:00:00Z'),
  exchangeRate: 1,
  personalId: null,
  correction: null,
};

describe('invoiceDocument', () => {
  it('invoices a plan as one line in Vietnamese, the VAT inside the price paid', () => {
    const document = invoiceDocument(order({}), inputs);
    expect(document.lines).toEqual([
      {
        name: 'Bản quyền phần mềm OneClick Pro, 12 tháng',
        unit: 'Gói',
        quantity: 1,
        unitPrice: 13_627_273,
        amountWithoutTax: 13_627_273,
        taxAmount: 1_362_727,
      },
    ]);
    expect(document.totals).toEqual({ withoutTax: 13_627_273, tax: 1_362_727, withTax: 14_990_000 });
    expect(document.seller).toEqual({ legalName: 'Công ty TNHH OneClick', taxCode: '0100109106', address: null });
  });

  it("invoices a reseller's keys by the key, with a unit price whose product stays within the provider's tolerance", () => {
    const [line] = invoiceDocument(order({ kind: 'keys', quantity: 7, amount: 95_929_000 }), inputs).lines;
    expect(line).toMatchObject({ name: 'Mã kích hoạt phần mềm OneClick Pro, 12 tháng', unit: 'Mã', quantity: 7 });
    expect(Math.abs(line!.unitPrice * 7 - line!.amountWithoutTax)).toBeLessThanOrEqual(5);
  });

  it('states a USD order in dollars and cents at the rate given', () => {
    const document = invoiceDocument(order({ currency: 'USD', method: 'paypal', amount: 59_900 }), {
      ...inputs,
      exchangeRate: 25_400,
    });
    expect(document).toMatchObject({ currency: 'USD', exchangeRate: 25_400, paymentMethod: 'paypal' });
    expect(document.totals).toEqual({ withoutTax: 544.55, tax: 54.45, withTax: 599 });
  });
});
