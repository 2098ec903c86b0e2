import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import { mailAdmins } from '../../auth/users.js';
import { eInvoices, type OrderRow, orders } from '../../db/schema/index.js';
import {
  type EInvoiceDocument,
  type EInvoiceProvider,
  EInvoiceRefused,
  type IssuedEInvoice,
} from '../../integrations/e-invoice-provider.js';
import type { KeepLease } from '../../service-core/scheduled-jobs.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { eInvoicesEmails } from './emails.js';
import { type Claimed, documentOf } from './prepare-e-invoice-document.js';

/**
 * How long a process holds an invoice it is sending: longer than the provider's 90-second answer
 * and the look-up after it, so that no other process sends it meanwhile.
 */
export const CLAIM_MS = 4 * 60_000;

/** Waits after each failed try: quick at first, then every quarter of an hour while the provider is down. */
const BACKOFF_MS = [30_000, 2 * 60_000, 5 * 60_000, 15 * 60_000];

/** How often an invoice waiting for its day's exchange rate (setting it wakes them at once) or for its original looks again. */
const WAIT_RECHECK_MS = 15 * 60_000;

const backoffAfter = (attempts: number) => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!;

/** Takes the invoice due first that no other process is sending, for `CLAIM_MS`; null when none is due. */
async function claimNext(system: SystemDeps, now: Date): Promise<Claimed | null> {
  // Due by the end of `now`'s millisecond: PostgreSQL keeps microseconds, a JavaScript date does not.
  const endOfNow = new Date(now.getTime() + 1);
  return runAsSystem(system, async ({ tx }) => {
    const [due] = await tx
      .select({ id: eInvoices.id })
      .from(eInvoices)
      .where(
        or(
          and(eq(eInvoices.status, 'queued'), lt(eInvoices.nextAttemptAt, endOfNow)),
          and(eq(eInvoices.status, 'sending'), lt(eInvoices.claimedUntil, now)),
        ),
      )
      .orderBy(asc(eInvoices.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(eInvoices)
      .set({
        status: 'sending',
        attempts: sql`${eInvoices.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        claimToken: randomUUID(),
        updatedAt: now,
      })
      .where(eq(eInvoices.id, due.id))
      .returning();
    return claimed as Claimed;
  });
}

/** Records the provider's answer, if this process still holds the invoice; `mailIssuedEInvoices` then tells the buyer. */
async function recordIssued(
  system: SystemDeps,
  invoice: Claimed,
  order: OrderRow,
  document: EInvoiceDocument,
  issued: IssuedEInvoice,
): Promise<boolean> {
  return runAsSystem(system, async (uow) => {
    const [recorded] = await uow.tx
      .update(eInvoices)
      .set({
        status: 'issued',
        invoiceNo: issued.invoiceNo,
        lookupCode: issued.lookupCode,
        providerInvoiceId: issued.providerInvoiceId,
        templateCode: document.templateCode,
        series: document.series,
        issuedAt: new Date(document.issuedAt),
        problem: null,
        problemDetail: null,
        claimedUntil: null,
        claimToken: null,
        updatedAt: new Date(),
      })
      .where(and(eq(eInvoices.id, invoice.id), eq(eInvoices.claimToken, invoice.claimToken)))
      .returning({ id: eInvoices.id });
    if (!recorded) return false;
    await uow.audit({
      action: 'e_invoice.issued',
      targetId: order.userId ?? undefined,
      details: { orderId: order.id, invoiceId: invoice.id, kind: invoice.kind, invoiceNo: issued.invoiceNo },
    });
    return true;
  });
}

type Setback =
  | { problem: 'NO_EXCHANGE_RATE' | 'WAITS_FOR_ORIGINAL' | 'PROVIDER_UNAVAILABLE'; detail: string; retryAt: Date }
  | { problem: 'PROVIDER_REFUSED'; detail: string; retryAt: null };

/**
 * Puts the invoice back in the queue (or, refused, aside as failed) with why, if this process
 * still holds it; the admins hear of it the first time it stops for that reason.
 */
async function recordSetback(system: SystemDeps, invoice: Claimed, setback: Setback): Promise<void> {
  await runAsSystem(system, async (uow) => {
    const [recorded] = await uow.tx
      .update(eInvoices)
      .set({
        status: setback.retryAt ? 'queued' : 'failed',
        nextAttemptAt: setback.retryAt ?? invoice.nextAttemptAt,
        problem: setback.problem,
        problemDetail: setback.detail.slice(0, 1000),
        claimedUntil: null,
        claimToken: null,
        updatedAt: new Date(),
      })
      .where(and(eq(eInvoices.id, invoice.id), eq(eInvoices.claimToken, invoice.claimToken)))
      .returning({ id: eInvoices.id });
    const { problem, detail } = setback;
    if (!recorded || invoice.problem === problem) return;
    if (problem !== 'NO_EXCHANGE_RATE' && problem !== 'PROVIDER_REFUSED') return;
    await mailAdmins(uow, eInvoicesEmails.eInvoiceAttention, { orderId: invoice.orderId, problem, detail });
  });
}

/**
 * Sends one claimed invoice. A second try or later first asks the provider for the invoice by its
 * transaction id, since an earlier try may have issued it and lost the answer (or the process
 * died before recording it): only when the provider has none is it sent. Returns whether this
 * try recorded it issued.
 */
async function sendClaimed(system: SystemDeps, provider: EInvoiceProvider, invoice: Claimed, now: Date) {
  const [order] = await system.db.select().from(orders).where(eq(orders.id, invoice.orderId));
  const document = await documentOf(system, invoice, order!, now);
  if ('problem' in document) {
    await recordSetback(system, invoice, { ...document, retryAt: new Date(now.getTime() + WAIT_RECHECK_MS) });
    return false;
  }
  try {
    const earlier = invoice.attempts > 1 ? await provider.find(invoice.transactionUuid) : null;
    const issued = earlier ?? (await provider.issue(document));
    return await recordIssued(system, invoice, order!, document, issued);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await recordSetback(
      system,
      invoice,
      error instanceof EInvoiceRefused
        ? { problem: 'PROVIDER_REFUSED', detail, retryAt: null }
        : {
            problem: 'PROVIDER_UNAVAILABLE',
            detail,
            retryAt: new Date(now.getTime() + backoffAfter(invoice.attempts)),
          },
    );
    return false;
  }
}

/**
 * The `issue-e-invoices` job (decision 037): sends every invoice due, one at a time, each held by
 * this process while it is sent, and never blocks a payment. Returns how many it issued.
 */
export async function issueDueEInvoices(
  system: SystemDeps,
  provider: EInvoiceProvider,
  keepLease: KeepLease,
  now: Date = new Date(),
): Promise<number> {
  let issued = 0;
  while (await keepLease()) {
    const invoice = await claimNext(system, now);
    if (!invoice) break;
    if (await sendClaimed(system, provider, invoice, now)) issued += 1;
  }
  return issued;
}
