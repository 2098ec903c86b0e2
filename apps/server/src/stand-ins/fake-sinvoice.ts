import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pdfOf, zipOf } from './fake-sinvoice-files.js';

export interface FakeSinvoiceOptions {
  username: string;
  password: string;
  /** The seller's tax code: the only `supplierTaxCode` this account may issue for. */
  supplierTaxCode: string;
}

/** How the stand-in misbehaves on its next calls, for tests: each is used up one call at a time. */
export type SinvoiceFault =
  /** HTTP 503 with an HTML page, as a proxy in front of a stopped service answers. */
  | 'unavailable'
  /** The connection closes before any answer. */
  | 'no-answer'
  /** The invoice is created, then the connection closes before the answer: the answer is lost. */
  | 'answer-lost'
  /** A file is asked for before SInvoice has made it: `fileToBytes` is empty. */
  | 'empty-file'
  /** HTTP 200 with a body that is not JSON. */
  | 'garbage'
  /** The next invoice is refused as SInvoice refuses a series it does not know. */
  | 'refuse';

export interface StoredSinvoice {
  invoiceNo: string;
  reservationCode: string;
  transactionID: string;
  issuedAt: number;
  request: SinvoiceRequest;
}

interface SinvoiceRequest {
  generalInvoiceInfo?: Record<string, unknown>;
  buyerInfo?: Record<string, unknown>;
  itemInfo?: Record<string, unknown>[];
  summarizeInfo?: Record<string, unknown>;
}

export interface FakeSinvoice {
  /** The Fastify plugin answering SInvoice's login and the calls the adapter makes. */
  routes: FastifyPluginAsync;
  /** Invoices issued, by transaction id. */
  invoices: ReadonlyMap<string, StoredSinvoice>;
  /** The next `times` calls (logins aside) misbehave as `fault` says. */
  fail(fault: SinvoiceFault, times?: number): void;
  /** While true, every call answers 503: the provider is down. */
  down(isDown: boolean): void;
  /** Every token given so far expires now, as after SInvoice's five minutes. */
  expireTokens(): void;
  /** How many times the adapter logged in. */
  logins(): number;
}

const TOKEN_SECONDS = 300;
const TAX_PERCENTAGES = new Set([-2, -1, 0, 5, 8, 10]);

/** SInvoice's refusal: HTTP 400 with its symbol and words. */
function refuse(reply: FastifyReply, message: string, data: string) {
  return reply.code(400).send({ code: 400, message, data });
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** What SInvoice would refuse in a create request, as its symbol and words; null when it would take it. */
function refusalOf(request: SinvoiceRequest, known: ReadonlyMap<string, StoredSinvoice>): [string, string] | null {
  const general = request.generalInvoiceInfo ?? {};
  const uuid = general.transactionUuid;
  if (typeof uuid !== 'string' || uuid.length < 10 || uuid.length > 36) {
    return ['TRANSACTION_UUID_INVALID', 'transactionUuid phải dài 10 đến 36 ký tự'];
  }
  if (typeof general.templateCode !== 'string' || typeof general.invoiceSeries !== 'string') {
    return ['INVOICE_SERIAL_NOT_FOUND', 'Ký hiệu hóa đơn không tồn tại'];
  }
  const buyer = request.buyerInfo ?? {};
  if (buyer.buyerTaxCode && !buyer.buyerLegalName) return ['BUYER_LEGAL_NAME_INVALID', 'Thiếu tên đơn vị mua hàng'];
  if (buyer.buyerNotGetInvoice === 0 && !buyer.buyerAddressLine)
    return ['BUYER_ADDRESS_INVALID', 'Thiếu địa chỉ người mua'];
  if (general.adjustmentType === '3' || general.adjustmentType === '5') {
    if (!general.additionalReferenceDesc || !general.additionalReferenceDate) {
      return ['ADDITIONAL_REFERENCE_INVALID', 'Thiếu văn bản thỏa thuận'];
    }
    const original = [...known.values()].find((invoice) => invoice.invoiceNo === general.originalInvoiceId);
    if (!original || !general.originalInvoiceIssueDate) return ['INVOICE_NOT_FOUND', 'Không tìm thấy hóa đơn gốc'];
  }
  const items = request.itemInfo ?? [];
  const money = general.adjustmentType !== '5' || general.adjustmentInvoiceType === '1';
  if (money && items.length === 0) return ['ITEM_INFO_INVALID', 'Hóa đơn không có hàng hóa'];
  for (const item of items) {
    const percentage = number(item.taxPercentage);
    if (!TAX_PERCENTAGES.has(percentage)) return ['VAT_PERCENTAGE_INVALID', 'Thuế suất chỉ nhận -2, -1, 0, 5, 8, 10'];
    const withoutTax = number(item.itemTotalAmountWithoutTax);
    if (Math.abs(number(item.unitPrice) * number(item.quantity) - withoutTax) > 5) {
      return ['IVI_TOTAL_A_WITHOUT_TAX_AND_UP_QUAN_NOT_COMPARED', 'Thành tiền khác đơn giá nhân số lượng'];
    }
    if (Math.abs((withoutTax * Math.max(percentage, 0)) / 100 - number(item.taxAmount)) > 1) {
      return ['VAT_AMOUNT_INVALID', 'Tiền thuế không khớp thuế suất'];
    }
  }
  return null;
}

/** The 15 upper-case letters and digits a buyer looks an invoice up with. */
const reservationCode = () =>
  randomBytes(15)
    .toString('base64')
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .padEnd(15, 'X')
    .slice(0, 15);

/** A field of the request as text: a string or a number as it is, anything else empty. */
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The lines of the stand-in's PDF: enough to tell one invoice from another. */
function pdfLines(invoice: StoredSinvoice): string[] {
  const general = invoice.request.generalInvoiceInfo ?? {};
  const buyer = invoice.request.buyerInfo ?? {};
  const totals = invoice.request.summarizeInfo ?? {};
  return [
    'HOA DON DIEN TU - BAN THU (stand-in, not a legal invoice)',
    `Mau so ${textOf(general.templateCode)}  Ky hieu ${textOf(general.invoiceSeries)}  So ${invoice.invoiceNo}`,
    `Ma tra cuu ${invoice.reservationCode}`,
    `Nguoi mua ${textOf(buyer.buyerLegalName) || textOf(buyer.buyerName)}  MST ${textOf(buyer.buyerTaxCode)}`,
    ...(invoice.request.itemInfo ?? []).map(
      (item) => `${textOf(item.itemName)}  x${textOf(item.quantity)}  ${textOf(item.itemTotalAmountWithoutTax)}`,
    ),
    `Tong cong ${textOf(totals.totalAmountWithTax)} ${textOf(general.currencyCode)}`,
  ];
}

/**
 * A stand-in for Viettel SInvoice's web service (decision 037), for the tests and the demo: it
 * logs in, keeps its invoices, numbers them per template and series, finds them by transaction
 * id, hands out a PDF and the XML in a ZIP, refuses what SInvoice refuses, and can be told to fail.
 * It issues nothing legal.
 */
export function fakeSinvoice(options: FakeSinvoiceOptions): FakeSinvoice {
  const invoices = new Map<string, StoredSinvoice>();
  const numbers = new Map<string, number>();
  const tokens = new Map<string, number>();
  const faults: SinvoiceFault[] = [];
  let isDown = false;
  let loginCount = 0;

  const takeFault = (...kinds: SinvoiceFault[]) => {
    const index = faults.findIndex((fault) => kinds.includes(fault));
    return index === -1 ? undefined : faults.splice(index, 1)[0];
  };

  function authorised(request: FastifyRequest): boolean {
    const token = request.cookies?.access_token ?? /access_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const until = tokens.get(token ?? bearer ?? '');
    return until !== undefined && until > Date.now();
  }

  /** Answers for the common failures; true when the call was answered here. */
  function misbehaved(request: FastifyRequest, reply: FastifyReply): boolean {
    if (isDown) {
      void reply.code(503).type('text/html').send('<html><body>503 Service Unavailable</body></html>');
      return true;
    }
    if (!authorised(request)) {
      void reply.code(500).send({ error: 'Internal Server Error', message: 'GENERAL' });
      return true;
    }
    const fault = takeFault('unavailable', 'no-answer', 'garbage');
    if (fault === 'unavailable') void reply.code(503).type('text/html').send('<html>503</html>');
    else if (fault === 'garbage') void reply.code(200).type('text/plain').send('<<not json>>');
    else if (fault === 'no-answer') request.raw.socket.destroy();
    return fault !== undefined;
  }

  const routes: FastifyPluginAsync = async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const api = { config: { webhook: true } };
    const prefix = '/services/einvoiceapplication/api/InvoiceAPI';

    app.post('/auth/login', api, async (request, reply) => {
      const { username, password } = (request.body ?? {}) as { username?: string; password?: string };
      if (isDown) return reply.code(503).type('text/html').send('<html>503</html>');
      if (username !== options.username || password !== options.password) {
        return reply.code(401).send({
          title: 'Unauthorized',
          status: 401,
          detail: '{"error":"invalid_grant","error_description":"Bad credentials"}',
          path: '/auth/login',
          message: 'error.http.401',
        });
      }
      loginCount += 1;
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
      return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS - 2, scope: 'openid' };
    });

    app.post<{ Params: { taxCode: string } }>(
      `${prefix}/InvoiceWS/createInvoice/:taxCode`,
      api,
      async (request, reply) => {
        if (misbehaved(request, reply)) return reply;
        if (request.params.taxCode !== options.supplierTaxCode) {
          return refuse(reply, 'SUPPLIER_TAX_CODE_INVALID', 'Mã số thuế người bán không đúng');
        }
        const body = (request.body ?? {}) as SinvoiceRequest;
        if (takeFault('refuse')) return refuse(reply, 'INVOICE_SERIAL_NOT_FOUND', 'Ký hiệu hóa đơn không tồn tại');
        const refusal = refusalOf(body, invoices);
        if (refusal) return refuse(reply, ...refusal);
        const general = body.generalInvoiceInfo!;
        const uuid = general.transactionUuid as string;
        if (invoices.has(uuid))
          return refuse(reply, 'TRANSACTION_UUID_INVALID', 'Transaction Uuid đã được lập hóa đơn');
        const series = String(general.invoiceSeries);
        const key = `${String(general.templateCode)}|${series}`;
        const next = (numbers.get(key) ?? 0) + 1;
        numbers.set(key, next);
        const invoice: StoredSinvoice = {
          invoiceNo: `${series}${next}`,
          reservationCode: reservationCode(),
          transactionID: randomUUID().replace(/-/g, '').slice(0, 18),
          issuedAt: number(general.invoiceIssuedDate) || Date.now(),
          request: body,
        };
        invoices.set(uuid, invoice);
        if (takeFault('answer-lost')) {
          request.raw.socket.destroy();
          return reply;
        }
        return {
          errorCode: null,
          description: null,
          result: {
            supplierTaxCode: options.supplierTaxCode,
            invoiceNo: invoice.invoiceNo,
            transactionID: invoice.transactionID,
            reservationCode: invoice.reservationCode,
            codeOfTax: null,
          },
        };
      },
    );

    app.post(`${prefix}/InvoiceWS/searchInvoiceByTransactionUuid`, api, async (request, reply) => {
      if (misbehaved(request, reply)) return reply;
      const asked = { ...(request.query as Record<string, string>), ...(request.body as Record<string, string>) };
      const invoice = invoices.get(asked.transactionUuid ?? '');
      if (asked.supplierTaxCode !== options.supplierTaxCode || !invoice) {
        return refuse(reply, 'NOT_FOUND_DATA', 'Không tìm thấy bản ghi');
      }
      return {
        transactionUuid: asked.transactionUuid,
        errorCode: null,
        description: null,
        result: [
          {
            supplierTaxCode: options.supplierTaxCode,
            invoiceNo: invoice.invoiceNo,
            reservationCode: invoice.reservationCode,
            transactionID: invoice.transactionID,
            issueDate: invoice.issuedAt,
            status: 'Hóa đơn gốc',
          },
        ],
      };
    });

    app.post(`${prefix}/InvoiceUtilsWS/getInvoiceRepresentationFile`, api, async (request, reply) => {
      if (misbehaved(request, reply)) return reply;
      const asked = (request.body ?? {}) as { invoiceNo?: string; fileType?: string; supplierTaxCode?: string };
      const invoice = [...invoices.values()].find((stored) => stored.invoiceNo === asked.invoiceNo);
      if (asked.supplierTaxCode !== options.supplierTaxCode || !invoice) {
        return refuse(reply, 'INVOICE_NOT_FOUND', 'Không tìm thấy hóa đơn');
      }
      const pdf = String(asked.fileType).toUpperCase() === 'PDF';
      const bytes = takeFault('empty-file')
        ? ''
        : (pdf ? pdfOf(pdfLines(invoice)) : zipOf(invoice.invoiceNo, invoice.request)).toString('base64');
      return {
        errorCode: null,
        description: null,
        fileName: invoice.invoiceNo,
        fileToBytes: bytes,
        paymentStatus: true,
      };
    });
  };

  return {
    routes,
    invoices,
    fail: (fault, times = 1) => faults.push(...Array<SinvoiceFault>(times).fill(fault)),
    down: (value) => {
      isDown = value;
    },
    expireTokens: () => {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    logins: () => loginCount,
  };
}
