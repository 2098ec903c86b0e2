import type { EInvoice, EInvoiceStatus, Page } from '@oneclick/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { eInvoices, orders } from '../../db/schema/index.js';
import { startsWithPattern } from '../../utils/like-pattern.js';
import { toEInvoice } from './to-e-invoice.js';

export const E_INVOICES_PAGE_SIZE = 50;

export interface EInvoiceListFilter {
  page: number;
  search?: string;
  status?: EInvoiceStatus;
}

/** What `search` matches: an order id, an invoice number, a buyer's e-mail or tax code, or the start of a name. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const starts = startsWithPattern(search);
  return or(
    eq(orders.id, search.toUpperCase()),
    eq(eInvoices.invoiceNo, search.toUpperCase()),
    eq(orders.customerEmail, search.toLowerCase()),
    eq(orders.buyerTaxCode, search),
    ilike(orders.customerName, starts),
    ilike(orders.buyerCompanyName, starts),
  );
}

/** Every e-invoice, newest first, for the admins' E-invoices section. */
export async function listEInvoices(db: ReadOnlyDatabase, filter: EInvoiceListFilter): Promise<Page<EInvoice>> {
  const where = and(filter.status ? eq(eInvoices.status, filter.status) : undefined, matching(filter.search));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eInvoices)
      .innerJoin(orders, eq(orders.id, eInvoices.orderId))
      .where(where)
      .orderBy(desc(eInvoices.createdAt), desc(eInvoices.id))
      .limit(E_INVOICES_PAGE_SIZE)
      .offset((filter.page - 1) * E_INVOICES_PAGE_SIZE),
    db.select({ n: count() }).from(eInvoices).innerJoin(orders, eq(orders.id, eInvoices.orderId)).where(where),
  ]);
  return {
    items: rows.map((row) => toEInvoice(row.e_invoices, row.orders)),
    total: total!.n,
    page: filter.page,
    pageSize: E_INVOICES_PAGE_SIZE,
  };
}
