import type { MyEInvoice, SessionUser } from '@oneclick/shared';
import { desc, eq } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { eInvoices, orders } from '../../db/schema/index.js';
import { toEInvoice } from './to-e-invoice.js';

/** The buyer's own e-invoices, newest first, for their profile. */
export async function listMyEInvoices(db: ReadOnlyDatabase, user: SessionUser): Promise<MyEInvoice[]> {
  const rows = await db
    .select()
    .from(eInvoices)
    .innerJoin(orders, eq(orders.id, eInvoices.orderId))
    .where(eq(orders.userId, user.id))
    .orderBy(desc(eInvoices.createdAt), desc(eInvoices.id));
  return rows.map((row) => {
    const { id, orderId, kind, status, invoiceNo, lookupCode, issuedAt } = toEInvoice(row.e_invoices, row.orders);
    return { id, orderId, kind, status, invoiceNo, lookupCode, issuedAt };
  });
}
