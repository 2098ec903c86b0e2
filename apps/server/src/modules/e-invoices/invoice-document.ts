import { type EInvoiceKind, splitVat } from '@oneclick/shared';
import viRoles from '@oneclick/shared/i18n/vi/common.json' with { type: 'json' };
import type { Config, EInvoiceSettings } from '../../config.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { Amount, EInvoiceDocument, EInvoiceLine } from '../../integrations/e-invoice-provider.js';

/** What a paid order's invoice is made from besides the order: who issues it, when, at what rate. */
export interface DocumentInputs {
  transactionUuid: string;
  kind: EInvoiceKind;
  settings: EInvoiceSettings;
  seller: Config['site']['seller'];
  issuedAt: Date;
  /** Dong per US dollar on the day the order was paid; 1 for a VND order. */
  exchangeRate: number;
  /** The buyer's 12-digit personal identification number, when an individual gave one. */
  personalId: string | null;
  correction: EInvoiceDocument['correction'];
}

/** Minor units (cents, or whole dong) as the invoice's major unit. */
const major = (minor: number, currency: string): Amount => (currency === 'USD' ? minor / 100 : minor);

/** What the line sells, in Vietnamese, the invoice's language: the plan and its term, the keys, or a donation. */
function lineName(order: OrderRow): { name: string; unit: string } {
  if (order.kind === 'donation') return { name: 'Ủng hộ phát triển phần mềm OneClick', unit: 'Lần' };
  const plan = `OneClick ${viRoles.roles[String(order.accountType) as keyof typeof viRoles.roles] ?? ''}`.trim();
  return order.kind === 'keys'
    ? { name: `Mã kích hoạt phần mềm ${plan}, ${order.months} tháng`, unit: 'Mã' }
    : { name: `Bản quyền phần mềm ${plan}, ${order.months} tháng`, unit: 'Gói' };
}

/**
 * The invoice of a paid order (decision 037): one line for the plan or the keys bought (or the donation), the
 * price paid with the VAT the settings name inside it, the buyer as the order's receipt kept
 * them, and the rate of the day for a USD order.
 */
export function invoiceDocument(order: OrderRow, inputs: DocumentInputs): EInvoiceDocument {
  const { settings } = inputs;
  const split = splitVat(order.amount, settings.vat);
  const withoutTax = major(split.withoutTax, order.currency);
  const tax = major(split.tax, order.currency);
  const line: EInvoiceLine = {
    ...lineName(order),
    quantity: order.quantity,
    unitPrice: Math.round((withoutTax / order.quantity) * 100) / 100,
    amountWithoutTax: withoutTax,
    taxAmount: tax,
  };
  return {
    transactionUuid: inputs.transactionUuid,
    kind: inputs.kind,
    templateCode: settings.templateCode,
    series: settings.series,
    issuedAt: inputs.issuedAt.toISOString(),
    currency: order.currency as 'VND' | 'USD',
    exchangeRate: inputs.exchangeRate,
    paymentMethod: order.method as 'bank_transfer' | 'paypal',
    seller: {
      legalName: inputs.seller.legalName ?? '',
      taxCode: inputs.seller.taxCode ?? '',
      address: inputs.seller.address,
    },
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      legalName: order.buyerCompanyName,
      address: order.buyerCompanyAddress,
      taxCode: order.buyerTaxCode,
      personalId: inputs.personalId,
    },
    vat: settings.vat,
    lines: [line],
    totals: { withoutTax, tax, withTax: major(order.amount, order.currency) },
    correction: inputs.correction,
  };
}
