import type { EInvoice, EInvoiceKind, EInvoiceProblem, EInvoiceStatus } from '@oneclick/shared';
import type { EInvoiceRow, OrderRow } from '../../db/schema/index.js';

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
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      legalName: order.buyerCompanyName,
      taxCode: order.buyerTaxCode,
    },
    amount: order.amount,
    currency: order.currency,
  };
}
