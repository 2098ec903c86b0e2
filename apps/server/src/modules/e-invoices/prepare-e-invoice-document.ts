import { calendarDay } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { eInvoices, type EInvoiceRow, exchangeRates, type OrderRow } from '../../db/schema/index.js';
import type { QueuedCorrection } from '../../domain/queue-e-invoice.js';
import type { EInvoiceDocument } from '../../integrations/e-invoice-provider.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { invoiceDocument } from './invoice-document.js';

/** An invoice a process holds while it sends it (`claimToken` names the hold). */
export type Claimed = EInvoiceRow & { claimToken: string };

/** Why an invoice cannot be built yet: the day's exchange rate, or the original a correction refers to. */
export type Wait = { problem: 'NO_EXCHANGE_RATE' | 'WAITS_FOR_ORIGINAL'; detail: string };

/** The issued invoice a correction refers to, with the rate its sale was invoiced at. */
async function originalOf(system: SystemDeps, id: string): Promise<EInvoiceRow | null> {
  const [original] = await system.db.select().from(eInvoices).where(eq(eInvoices.id, id));
  return original?.status === 'issued' ? original : null;
}

/** The dong per US dollar of the day `order` was paid, or the wait for it. */
async function rateOf(system: SystemDeps, order: OrderRow): Promise<number | Wait> {
  if (order.currency === 'VND') return 1;
  const day = calendarDay(order.paidAt!, system.config.businessTimeZone);
  const [rate] = await system.db.select().from(exchangeRates).where(eq(exchangeRates.day, day));
  return rate ? rate.vndPerUsd : { problem: 'NO_EXCHANGE_RATE', detail: day };
}

/**
 * The invoice as it will be sent, or what it waits for. A correction states the original it
 * corrects, at the original's rate, with the money it moves or the buyer as corrected. Built once,
 * and stored before the first send: every retry sends the same invoice.
 */
export async function documentOf(
  system: SystemDeps,
  invoice: Claimed,
  order: OrderRow,
  now: Date,
): Promise<EInvoiceDocument | Wait> {
  if (invoice.document) return invoice.document as EInvoiceDocument;
  const queued = invoice.correction as QueuedCorrection | null;
  const original = invoice.correctsId ? await originalOf(system, invoice.correctsId) : null;
  if (invoice.correctsId && !original) return { problem: 'WAITS_FOR_ORIGINAL', detail: invoice.correctsId };
  const exchangeRate = original ? (original.document as EInvoiceDocument).exchangeRate : await rateOf(system, order);
  if (typeof exchangeRate !== 'number') return exchangeRate;
  const buyer = queued?.buyer;
  const basis: OrderRow = {
    ...order,
    amount: queued?.amount ?? order.amount,
    ...(buyer && {
      customerName: buyer.name,
      buyerCompanyName: buyer.legalName,
      buyerCompanyAddress: buyer.address,
      buyerTaxCode: buyer.taxCode,
    }),
  };
  const document = invoiceDocument(basis, {
    transactionUuid: invoice.transactionUuid,
    kind: invoice.kind as EInvoiceDocument['kind'],
    settings: system.config.eInvoices!,
    seller: system.config.site.seller,
    issuedAt: now,
    exchangeRate,
    personalId: buyer ? buyer.personalId : order.buyerPersonalId,
    correction:
      queued && original
        ? {
            original: {
              invoiceNo: original.invoiceNo!,
              templateCode: original.templateCode!,
              series: original.series!,
              issuedAt: original.issuedAt!.toISOString(),
              providerInvoiceId: original.providerInvoiceId,
            },
            adjusts: queued.adjusts,
            decrease: queued.decrease,
            agreement: queued.agreement,
          }
        : null,
  });
  await runAsSystem(system, ({ tx }) =>
    tx
      .update(eInvoices)
      .set({ document })
      .where(and(eq(eInvoices.id, invoice.id), eq(eInvoices.claimToken, invoice.claimToken))),
  );
  return document;
}
