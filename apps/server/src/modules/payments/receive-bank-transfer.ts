import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type bankWebhookPayloadSchema,
  isOpenOrder,
  type OrderStatus,
  type UnmatchedTransferReason,
} from '@oneclick/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { bankTransfers, type OrderRow, orders } from '../../db/schema/index.js';
import { mailAdmins } from '../../auth/users.js';
import { fulfilmentRefusal, fulfilOrder } from './fulfil-order.js';
import { priceOf } from '../../domain/orders.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { Transaction } from '../../db/transaction.js';
import { paymentsEmails } from './emails.js';

type Notice = z.output<typeof bankWebhookPayloadSchema>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Apikey <key>`, compared in constant time; never when no key is configured. */
function keyMatches(expected: string | undefined, authorization: string | undefined): boolean {
  const given = /^Apikey (.+)$/i.exec(authorization ?? '')?.[1];
  return Boolean(expected && given && timingSafeEqual(digest(given), digest(expected)));
}

/** The oldest open bank-transfer order whose id the content names (case, spaces and punctuation ignored), locked. */
async function lockNamedOrder(tx: Transaction, content: string): Promise<OrderRow | undefined> {
  const letters = content.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.method, 'bank_transfer'),
        inArray(orders.status, ['pending', 'awaiting_review']),
        sql`strpos(${letters}, ${orders.id}) > 0`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(1)
    .for('update');
  const open = order && isOpenOrder(order.status as OrderStatus) && order.expiresAt.getTime() > Date.now();
  return open ? order : undefined;
}

/**
 * A bank notification: a transfer into our account whose content names an open order, for at
 * least its amount, pays and fulfils that order, in the transaction that records the
 * transfer. A retried notice (same transfer id) changes nothing; a transfer that pays
 * nothing is kept, with why, for an admin to look at.
 */
export async function receiveBankTransfer(
  deps: PaymentsDeps,
  actor: Actor,
  authorization: string | undefined,
  notice: Notice,
): Promise<void> {
  const { bank, bankWebhookKey } = deps.config.payments;
  if (!keyMatches(bankWebhookKey, authorization)) {
    deps.metrics.webhookRejected('bank_transfer');
    throw new AppError('UNAUTHENTICATED', 401, 'This notification is not signed with our key.');
  }
  const counts = deps.metrics.tally();
  await deps.runUnitOfWork(actor, async (uow) => {
    const [saved] = await uow.tx
      .insert(bankTransfers)
      .values({
        id: notice.id,
        gateway: notice.gateway,
        transactionDate: notice.transactionDate,
        accountNumber: notice.accountNumber,
        content: notice.content,
        transferType: notice.transferType,
        amount: notice.transferAmount,
        referenceCode: notice.referenceCode ?? null,
      })
      .onConflictDoNothing()
      .returning();
    counts.webhook('bank_transfer', saved ? 'processed' : 'duplicate');
    if (!saved) return;

    let unmatchedReason: UnmatchedTransferReason | null = null;
    let paidOrderId: string | null = null;
    if (notice.transferType !== 'in') unmatchedReason = 'OUTGOING';
    else if (!bank || notice.accountNumber !== bank.accountNumber) unmatchedReason = 'NOT_OUR_ACCOUNT';
    else {
      const order = await lockNamedOrder(uow.tx, notice.content);
      if (!order) unmatchedReason = 'NO_OPEN_ORDER';
      else if (notice.transferAmount < order.amount) unmatchedReason = 'LESS_THAN_DUE';
      else if (await fulfilmentRefusal(uow.tx, order)) unmatchedReason = 'NOT_A_CUSTOMER';
      else {
        await fulfilOrder(uow, deps.config, order, { handledById: null, via: `bank:${notice.gateway}` });
        counts.fulfilment(order);
        paidOrderId = order.id;
        if (notice.transferAmount > order.amount) {
          unmatchedReason = 'MORE_THAN_DUE';
          await mailAdmins(uow, paymentsEmails.transferAttention, {
            orderId: order.id,
            price: priceOf(order),
            paid: notice.transferAmount,
          });
        }
      }
    }
    await uow.tx
      .update(bankTransfers)
      .set({ orderId: paidOrderId, unmatchedReason })
      .where(eq(bankTransfers.id, saved.id));
    await uow.audit({
      action: 'bank_transfer.received',
      targetId: saved.id,
      details: { amount: notice.transferAmount, orderId: paidOrderId, unmatchedReason },
    });
    if (notice.transferType === 'in') counts.payment('bank_transfer', paidOrderId ? 'paid' : 'unmatched');
  });
  counts.commit();
}
