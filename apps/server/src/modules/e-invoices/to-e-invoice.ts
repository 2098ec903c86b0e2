import type { EInvoice, EInvoiceKind, EInvoiceProblem, EInvoiceStatus } from '@oneclick/shared';
import type { EInvoiceRow, OrderRow } from '../../db/schema/index.js';
import type { QueuedCorrection } from '../../domain/queue-e-invoice.js';

/** The buyer an invoice names: as its correction corrected them, else as the order was paid. */
function buyerOf(invoice: EInvoiceRow, order: OrderRow): EInvoice['buyer'] {
  const corrected = (invoice.correction as QueuedCorrection | null)?.buyer;
  return {
    name: corrected?.name ?? order.customerName,
    email: order.customerEmail,
    legalName: corrected ? corrected.legalName : order.buyerCompanyName,
    address: corrected ? corrected.address : order.buyerCompanyAddress,
    taxCode: corrected ? corrected.taxCode : order.buyerTaxCode,
    personalId: corrected ? corrected.personalId : order.buyerPersonalId,
  };
}

/** An invoice row and its order as the API answers them. */
export function toEInvoice(invoice: EInvoiceRow, order: OrderRow): EInvoice {
  return {
    id: invoice.id,
    orderId: invoice.orderId,
    kind: invoice.kind as EInvoiceKind,
    correctsId: invoice.correctsId,
    status: invoice.status as EInvoiceStatus,
    invoiceNo: invoice.invoiceNo,
    lookupCode: invoice.lookupCode,
    templateCode: invoice.templateCode,
    series: invoice.series,
    issuedAt: invoice.issuedAt?.toISOString() ?? null,
    createdAt: invoice.createdAt.toISOString(),
    attempts: invoice.attempts,
    problem: invoice.problem as EInvoiceProblem | null,
    problemDetail: invoice.problemDetail,
    buyer: buyerOf(invoice, order),
    amount: order.amount,
    currency: order.currency,
  };
}
