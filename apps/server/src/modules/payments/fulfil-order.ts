import { formatKeyCode, isAdminRole, type RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { licenceKeys, type OrderRow, orders, users } from '../../db/schema/index.js';
import { activatePlan, conversionDetails } from '../../domain/activate-plan.js';
import type { UnitOfWork } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import { newKeyCode } from '../../domain/key-codes.js';
import type { PaypalPayer } from '../../integrations/paypal-client.js';
import { queueEInvoice } from '../../domain/queue-e-invoice.js';
import { issueReceipt, sendReceipt } from './issue-receipt.js';
import { paymentsEmails } from './emails.js';

export interface Fulfilment {
  /** The admin who marked it paid; null when a payment or its notification did. */
  handledById: string | null;
  /** How the money was seen: 'admin', 'paypal', or the bank notification's source. */
  via: string;
  /** The PayPal capture that paid it, kept under a unique index. */
  paypalCaptureId?: string;
  /** Who paid at PayPal: the receipt's address when the order has none (an anonymous donation). */
  payer?: PaypalPayer;
}

/** Why paying this order would give nothing: a plan bought for what is now a staff account (D3). */
export async function fulfilmentRefusal(tx: ReadOnlyDatabase, order: OrderRow): Promise<'NOT_A_CUSTOMER' | null> {
  if (order.kind !== 'subscription') return null;
  const [buyer] = await tx.select({ role: users.role }).from(users).where(eq(users.id, order.userId!));
  return buyer && isAdminRole(buyer.role as RoleCode) ? 'NOT_A_CUSTOMER' : null;
}

/** A reseller's bought keys: issued to them, e-mailed, and named by the order. */
async function issueBoughtKeys(uow: UnitOfWork, config: Config, order: OrderRow): Promise<Record<string, unknown>> {
  const [reseller] = await uow.tx.select().from(users).where(eq(users.id, order.userId!));
  const issued = await uow.tx
    .insert(licenceKeys)
    .values(
      Array.from({ length: order.quantity }, () => ({
        code: newKeyCode(),
        accountType: order.accountType!,
        months: order.months!,
        resellerId: reseller!.id,
        orderId: order.id,
      })),
    )
    .returning({ id: licenceKeys.id, code: licenceKeys.code });
  await uow.mail(paymentsEmails.keysIssued, recipientOf(reseller!), {
    orderId: order.id,
    codes: issued.map((key) => formatKeyCode(key.code)),
  });
  return { keyIds: issued.map((key) => key.id) };
}

/** A customer's plan, activated with the sale record naming the order. */
async function activateBoughtPlan(
  uow: UnitOfWork,
  config: Config,
  order: OrderRow,
  handledById: string | null,
): Promise<Record<string, unknown>> {
  const [customer] = await uow.tx.select().from(users).where(eq(users.id, order.userId!)).for('update');
  const plan = await activatePlan(uow, customer!, {
    accountType: order.accountType as RoleCode,
    months: order.months!,
    resellerId: null,
    licenceKeyId: null,
    orderId: order.id,
    activatedById: handledById,
  });
  return { expiresAt: plan.expiresAt.toISOString(), ...conversionDetails(plan) };
}

/**
 * Marks an open order paid and gives what it bought, inside the caller's unit of work: a plan
 * (with its sale record), a reseller's keys, or nothing more for a donation; then its receipt,
 * its e-invoice queued and the audit entry. `order` must have been read `for update` and found
 * open in the same transaction, which is what makes every path (an admin's click, a bank
 * notification, a PayPal return or webhook) fulfil an order once.
 */
export async function fulfilOrder(
  uow: UnitOfWork,
  config: Config,
  order: OrderRow,
  { handledById, via, paypalCaptureId, payer }: Fulfilment,
): Promise<OrderRow> {
  const given =
    order.kind === 'subscription'
      ? await activateBoughtPlan(uow, config, order, handledById)
      : order.kind === 'keys'
        ? await issueBoughtKeys(uow, config, order)
        : {};
  const receipt = await issueReceipt(uow, config, order, payer);
  const [paid] = await uow.tx
    .update(orders)
    .set({
      status: order.kind === 'donation' ? 'paid' : 'fulfilled',
      ...receipt,
      fulfilledAt: order.kind === 'donation' ? null : sql`now()`,
      handledById,
      paypalCaptureId: paypalCaptureId ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await sendReceipt(uow, paid!);
  await queueEInvoice(uow.tx, config, paid!);
  await uow.audit({
    action: 'order.paid',
    targetId: order.userId ?? undefined,
    details: {
      orderId: order.id,
      kind: order.kind,
      amount: order.amount,
      currency: order.currency,
      via,
      receiptNumber: receipt.receiptNumber,
      ...given,
    },
  });
  return paid!;
}
