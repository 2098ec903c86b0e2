import type { Order, RecordBankRefundRequest } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { orders } from '../../db/schema/index.js';
import { orderNotFound, toOrder } from '../../domain/orders.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { takeBackRefundedOrder } from './take-back-refunded-order.js';

/**
 * An admin records that a paid bank-transfer order's money went back to the buyer in full (the
 * bank sends it; the portal moves no money): the order is refunded, what it gave is taken back,
 * and its e-invoice gets the adjustment that lowers its money. Once: a refunded order is no
 * longer paid.
 */
export async function recordBankRefund(
  deps: PaymentsDeps,
  actor: Actor,
  id: string,
  input: RecordBankRefundRequest,
): Promise<Order> {
  const refunded = await deps.runUnitOfWork(actor, async (uow) => {
    const [order] = await uow.tx.select().from(orders).where(eq(orders.id, id.toUpperCase())).for('update');
    if (!order) throw orderNotFound();
    if (order.method !== 'bank_transfer') {
      throw new AppError('CONFLICT', 409, 'A PayPal payment is refunded at PayPal.', { reason: 'NOT_A_BANK_ORDER' });
    }
    if (order.status !== 'paid' && order.status !== 'fulfilled') {
      throw new AppError('CONFLICT', 409, 'Only a paid order can be refunded.', { reason: 'ORDER_NOT_PAID' });
    }
    return takeBackRefundedOrder(uow, deps.config, order, {
      reference: `Hoàn tiền chuyển khoản đơn hàng ${order.id}: ${input.note}`.slice(0, 225),
      details: { via: 'bank_transfer', note: input.note },
    });
  });
  return toOrder(refunded, deps.config.payments.bank);
}
