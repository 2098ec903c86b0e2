import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  type EInvoiceDocument,
  type EInvoiceProvider,
  EInvoiceRefused,
  EInvoiceUnavailable,
} from '../../src/integrations/e-invoice-provider.js';
import { viettelSinvoice } from '../../src/integrations/viettel-sinvoice.js';
import { SELLER_ENV, type SinvoiceStandIn, startSinvoiceStandIn } from '../helpers/sinvoice-stand-in.js';

/** A Pro year for a company, 7,990,000 dong with 10 % VAT in it. */
function proYear(overrides: Partial<EInvoiceDocument> = {}): EInvoiceDocument {
  return {
    transactionUuid: randomUUID(),
    kind: 'original',
    templateCode: '1/001',
    series: 'C26TOC',
    issuedAt: '2026-11-29T03:00:00.000Z',
    currency: 'VND',
    exchangeRate: 1,
    paymentMethod: 'bank_transfer',
    seller: { legalName: SELLER_ENV.SELLER_LEGAL_NAME, taxCode: SELLER_ENV.SELLER_TAX_CODE, address: null },
    buyer: {
      name: 'Nguyễn Văn An',
      email: 'an@xuong-go.test',
      legalName: 'Công ty TNHH Xưởng Gỗ An Phát',
      address: '12 Nguyễn Trãi, Thủ Dầu Một, Bình Dương',
      taxCode: '0314409058',
      personalId: null,
    },
    vat: 10,
    lines: [
      {
        name: 'OneClick Pro 12 tháng',
        unit: 'Gói',
        quantity: 1,
        unitPrice: 7_263_636,
        amountWithoutTax: 7_263_636,
        taxAmount: 726_364,
      },
    ],
    totals: { withoutTax: 7_263_636, tax: 726_364, withTax: 7_990_000 },
    correction: null,
    ...overrides,
  };
}

/** The adapter against the stand-in, as it talks to SInvoice: logins, refusals, outages and a lost answer. */
describe('the Viettel SInvoice adapter', () => {
  let sinvoice: SinvoiceStandIn;
  let provider: EInvoiceProvider;

  beforeAll(async () => {
    sinvoice = await startSinvoiceStandIn();
    provider = viettelSinvoice(loadConfig(sinvoice.env).eInvoices!, SELLER_ENV.SELLER_TAX_CODE);
  });
  afterAll(() => sinvoice.close());

  it('issues an invoice numbered in its series, with the look-up code, sending what SInvoice asks for', async () => {
    const document = proYear();
    const first = await provider.issue(document);
    const second = await provider.issue(proYear());
    expect(first.invoiceNo).toMatch(/^C26TOC\d+$/);
    expect(Number(second.invoiceNo.slice(6))).toBe(Number(first.invoiceNo.slice(6)) + 1);
    expect(first.lookupCode).toMatch(/^[0-9A-Z]{15}$/);
    const sent = sinvoice.fake.invoices.get(document.transactionUuid)!.request;
    expect(sent).toMatchObject({
      generalInvoiceInfo: {
        invoiceType: '1',
        adjustmentType: '1',
        currencyCode: 'VND',
        invoiceIssuedDate: Date.parse('2026-11-29T03:00:00Z'),
      },
      buyerInfo: { buyerLegalName: 'Công ty TNHH Xưởng Gỗ An Phát', buyerTaxCode: '0314409058', buyerNotGetInvoice: 0 },
      itemInfo: [{ taxPercentage: 10, itemTotalAmountWithTax: 7_990_000 }],
      taxBreakdowns: [{ taxPercentage: 10, taxableAmount: 7_263_636, taxAmount: 726_364 }],
    });
  });

  it('writes licences not subject to VAT as SInvoice does (-2), and an individual by their personal id', async () => {
    const document = proYear({
      vat: 'none',
      buyer: { ...proYear().buyer, legalName: null, taxCode: null, address: null, personalId: '079203012345' },
      lines: [{ ...proYear().lines[0]!, unitPrice: 7_990_000, amountWithoutTax: 7_990_000, taxAmount: 0 }],
      totals: { withoutTax: 7_990_000, tax: 0, withTax: 7_990_000 },
    });
    await provider.issue(document);
    expect(sinvoice.fake.invoices.get(document.transactionUuid)!.request).toMatchObject({
      buyerInfo: { buyerIdType: '1', buyerIdNo: '079203012345', buyerNotGetInvoice: 1 },
      itemInfo: [{ taxPercentage: -2, taxAmount: 0 }],
    });
  });

  it('keeps its token, and logs in again when SInvoice says it has expired', async () => {
    await provider.issue(proYear());
    const logins = sinvoice.fake.logins();
    await provider.issue(proYear());
    expect(sinvoice.fake.logins()).toBe(logins);
    sinvoice.fake.expireTokens();
    await provider.issue(proYear());
    expect(sinvoice.fake.logins()).toBe(logins + 1);
  });

  it('finds an invoice whose answer was lost, and answers it again rather than issuing a second', async () => {
    const document = proYear();
    sinvoice.fake.fail('answer-lost');
    await expect(provider.issue(document)).rejects.toBeInstanceOf(EInvoiceUnavailable);
    const found = await provider.find(document.transactionUuid);
    expect(found?.invoiceNo).toBe(sinvoice.fake.invoices.get(document.transactionUuid)!.invoiceNo);
    const count = sinvoice.fake.invoices.size;
    expect(await provider.issue(document)).toEqual(found);
    expect(sinvoice.fake.invoices.size).toBe(count);
    expect(await provider.find(randomUUID())).toBeNull();
  });

  it('tells a refusal (with SInvoice’s words) from an outage', async () => {
    const wrongTax = proYear({ lines: [{ ...proYear().lines[0]!, taxAmount: 1 }] });
    const refused = await provider.issue(wrongTax).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EInvoiceRefused);
    expect(refused).toMatchObject({ code: 'VAT_AMOUNT_INVALID', message: expect.stringContaining('Tiền thuế') });
    for (const fault of ['unavailable', 'no-answer', 'garbage'] as const) {
      sinvoice.fake.fail(fault);
      await expect(provider.issue(proYear()), fault).rejects.toBeInstanceOf(EInvoiceUnavailable);
    }
    sinvoice.fake.down(true);
    await expect(provider.find(randomUUID())).rejects.toBeInstanceOf(EInvoiceUnavailable);
    sinvoice.fake.down(false);
    const stranger = viettelSinvoice(
      { ...loadConfig(sinvoice.env).eInvoices!, password: 'wrong' },
      SELLER_ENV.SELLER_TAX_CODE,
    );
    await expect(stranger.find(randomUUID())).rejects.toBeInstanceOf(EInvoiceRefused);
  });

  it('hands out the PDF, the XML in a ZIP, and nothing while SInvoice has not made the file yet', async () => {
    const document = proYear();
    const { invoiceNo } = await provider.issue(document);
    const asked = { invoiceNo, templateCode: '1/001', transactionUuid: document.transactionUuid };
    const pdf = await provider.file(asked, 'pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', fileName: `${invoiceNo}.pdf` });
    expect(pdf!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const zip = await provider.file(asked, 'xml');
    const xml = Buffer.from(unzipSync(new Uint8Array(zip!.bytes))[`${invoiceNo}.xml`]!).toString();
    expect(xml).toContain(`<SHDon>${invoiceNo}</SHDon>`);
    sinvoice.fake.fail('empty-file');
    expect(await provider.file(asked, 'pdf')).toBeNull();
  });
});
