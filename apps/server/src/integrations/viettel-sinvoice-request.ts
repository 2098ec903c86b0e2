import type { EInvoiceVat } from '@oneclick/shared';
import type { EInvoiceDocument } from './e-invoice-provider.js';

/** How SInvoice writes a VAT treatment in `taxPercentage`: -2 not subject (KCT), else the rate. */
export function sinvoiceTaxPercentage(vat: EInvoiceVat): number {
  return vat === 'none' ? -2 : vat;
}

/** SInvoice's dates: milliseconds since the epoch, to the second. */
const millisOf = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;

const ADJUSTMENT_TYPES = { original: '1', replacement: '3', adjustment: '5' } as const;

function generalInvoiceInfo(document: EInvoiceDocument) {
  const { correction } = document;
  return {
    transactionUuid: document.transactionUuid,
    // Under Circular 78 the template's first digit is the kind of invoice: 1 VAT, 2 sales.
    invoiceType: document.templateCode.split('/')[0],
    templateCode: document.templateCode,
    invoiceSeries: document.series,
    invoiceIssuedDate: millisOf(document.issuedAt),
    currencyCode: document.currency,
    exchangeRate: document.exchangeRate,
    adjustmentType: ADJUSTMENT_TYPES[document.kind],
    paymentStatus: true,
    cusGetInvoiceRight: true,
    ...(correction && {
      ...(correction.adjusts && { adjustmentInvoiceType: correction.adjusts === 'money' ? '1' : '2' }),
      originalInvoiceId: correction.original.invoiceNo,
      originalInvoiceIssueDate: millisOf(correction.original.issuedAt),
      originalTemplateCode: correction.original.templateCode,
      ...(correction.agreement && {
        additionalReferenceDesc: correction.agreement.reference,
        additionalReferenceDate: millisOf(correction.agreement.date),
      }),
    }),
  };
}

function buyerInfo({ buyer }: EInvoiceDocument) {
  return {
    buyerName: buyer.name,
    ...(buyer.legalName && { buyerLegalName: buyer.legalName }),
    ...(buyer.taxCode && { buyerTaxCode: buyer.taxCode }),
    ...(buyer.address && { buyerAddressLine: buyer.address }),
    buyerEmail: buyer.email,
    ...(buyer.personalId && { buyerIdType: '1', buyerIdNo: buyer.personalId }),
    // A buyer who takes the invoice must have an address on it; a retail buyer without one does not take it.
    buyerNotGetInvoice: buyer.address ? 0 : 1,
  };
}

/**
 * The body of `createInvoice` for `document`. A money adjustment that lowers the amounts (a refund)
 * states them as positive magnitudes marked as decreases, as SInvoice asks.
 */
export function sinvoiceCreateRequest(document: EInvoiceDocument) {
  const taxPercentage = sinvoiceTaxPercentage(document.vat);
  const increase = document.correction?.adjusts === 'money' ? !document.correction.decrease : null;
  const positive = increase !== false;
  return {
    generalInvoiceInfo: generalInvoiceInfo(document),
    buyerInfo: buyerInfo(document),
    sellerInfo: {
      sellerLegalName: document.seller.legalName,
      sellerTaxCode: document.seller.taxCode,
      ...(document.seller.address && { sellerAddressLine: document.seller.address }),
    },
    // Bank transfers and PayPal are both paid by transfer (chuyển khoản).
    payments: [{ paymentMethod: '2', paymentMethodName: 'CK' }],
    itemInfo: document.lines.map((line, index) => ({
      lineNumber: index + 1,
      selection: 1,
      itemName: line.name,
      unitName: line.unit,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      itemTotalAmountWithoutTax: line.amountWithoutTax,
      taxPercentage,
      taxAmount: line.taxAmount,
      itemTotalAmountWithTax: line.amountWithoutTax + line.taxAmount,
      ...(increase !== null && { isIncreaseItem: increase, adjustmentTaxAmount: line.taxAmount }),
    })),
    taxBreakdowns: [
      {
        taxPercentage,
        taxableAmount: document.totals.withoutTax,
        taxAmount: document.totals.tax,
        taxableAmountPos: positive,
        taxAmountPos: positive,
      },
    ],
    summarizeInfo: {
      totalAmountWithoutTax: document.totals.withoutTax,
      totalTaxAmount: document.totals.tax,
      totalAmountWithTax: document.totals.withTax,
      isTotalAmountPos: positive,
      isTotalTaxAmountPos: positive,
      isTotalAmtWithoutTaxPos: positive,
    },
  };
}

export type SinvoiceCreateRequest = ReturnType<typeof sinvoiceCreateRequest>;
