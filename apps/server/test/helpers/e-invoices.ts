import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { eInvoices, type OrderRow, orders, scheduledJobs, type UserRow } from '../../src/db/schema/index.js';
import { queueEInvoice } from '../../src/domain/queue-e-invoice.js';
import type { EInvoiceProvider } from '../../src/integrations/e-invoice-provider.js';
import { issueDueEInvoices } from '../../src/modules/e-invoices/issue-e-invoices.js';
import { mailIssuedEInvoices } from '../../src/modules/e-invoices/mail-issued-e-invoices.js';
import { eInvoiceProviderOf } from '../../src/modules/e-invoices/provider.js';
import { BANK_ENV } from './bank-config.js';
import { fixtureWrites } from './fixture-writes.js';
import { type SinvoiceStandIn, startSinvoiceStandIn } from './sinvoice-stand-in.js';
import { createTestApp, systemOf, type TestApp } from './test-app.js';

export interface EInvoiceWorld {
  t: TestApp;
  sinvoice: SinvoiceStandIn;
  provider: EInvoiceProvider;
  /** One run of the `issue-e-invoices` job as of `now`, as the scheduler would run it (issue, then mail); how many it issued. */
  runJob(now?: Date, provider?: EInvoiceProvider): Promise<number>;
  close(): Promise<void>;
}

/**
 * The app with e-invoices through the SInvoice stand-in. The test runs the job itself: the app's
 * scheduler finds its lease held for good once the first run (with nothing due) has ended.
 */
export async function startEInvoiceApp(env: Record<string, string> = {}): Promise<EInvoiceWorld> {
  const sinvoice = await startSinvoiceStandIn(env.E_INVOICE_VAT);
  const t = await createTestApp({ ...BANK_ENV, ...sinvoice.env, ...env });
  await t.database.db
    .insert(scheduledJobs)
    .values({ name: 'issue-e-invoices', leasedUntil: new Date('2100-01-01'), leasedBy: 'the test' })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { leasedUntil: new Date('2100-01-01'), leasedBy: 'the test' },
    });
  const provider = eInvoiceProviderOf(t.config)!;
  return {
    t,
    sinvoice,
    provider,
    runJob: async (now = new Date(), using = provider) => {
      const issued = await issueDueEInvoices(systemOf(t), using, async () => true, now);
      await mailIssuedEInvoices(systemOf(t), using, async () => true, now);
      return issued;
    },
    close: async () => {
      await t.close();
      await sinvoice.close();
    },
  };
}

/**
 * An order of `buyer`'s already paid, as a fixture (the payment paths' own tests queue theirs), with
 * its invoice queued: Pro for a year by bank transfer unless told otherwise.
 */
export async function paidOrderWithInvoice(
  t: TestApp,
  buyer: UserRow,
  overrides: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const [order] = await t.database.db
    .insert(orders)
    .values({
      id: randomBytes(6).toString('hex').toUpperCase(),
      userId: buyer.id,
      kind: 'subscription',
      method: 'bank_transfer',
      status: 'fulfilled',
      currency: 'VND',
      amount: 14_990_000,
      accountType: 5,
      months: 12,
      customerName: buyer.name,
      customerEmail: buyer.email,
      language: 'vi',
      expiresAt: sql`now() + interval '7 days'`,
      paidAt: new Date(),
      fulfilledAt: new Date(),
      receiptNumber: `2026-${randomBytes(4).toString('hex')}`,
      buyerCompanyName: buyer.companyName,
      buyerCompanyAddress: buyer.companyAddress,
      buyerTaxCode: buyer.taxCode,
      ...overrides,
    })
    .returning();
  await queueEInvoice(fixtureWrites(t.database.db), t.config, order!);
  return order!;
}

export async function invoicesOf(t: TestApp, orderId: string) {
  return t.database.db.select().from(eInvoices).where(eq(eInvoices.orderId, orderId));
}
