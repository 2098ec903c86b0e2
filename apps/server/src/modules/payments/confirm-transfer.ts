import type { Order } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { PaymentsDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { mailAdmins } from '../../auth/users.js';
import { orders } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { customerOf, lockOpenOrder, orderNotFound, priceOf, toOrder } from '../../domain/orders.js';
import { paymentsEmails } from './emails.js';

/**
 * The spec's 'confirm order': the customer says they made the bank transfer. The order waits
 * for an admin's review; every admin and the customer are e-mailed. Saying it twice changes nothing.
 */
export async function confirmTransfer(deps: PaymentsDeps, actor: Actor, id: string): Promise<Order> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async (uow) => {
    const { tx, audit } = uow;
    const order = await lockOpenOrder(tx, id.toUpperCase());
    if (order.userId !== user.id) throw orderNotFound();
    if (order.method !== 'bank_transfer') {
      throw new AppError('CONFLICT', 409, 'Only a bank-transfer order is confirmed this way.', {
        reason: 'ORDER_NOT_OPEN',
      });
    }
    if (order.status === 'awaiting_review') return toOrder(order, deps.config.payments.bank);
    const [confirmed] = await tx
      .update(orders)
      .set({ status: 'awaiting_review', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
    await audit({ action: 'order.transfer_confirmed', targetId: user.id, details: { orderId: order.id } });
    const price = priceOf(confirmed!);
    await uow.mail(paymentsEmails.transferConfirmed, customerOf(confirmed!), { orderId: order.id, price });
    await mailAdmins(uow, paymentsEmails.orderAwaitingReview, {
      orderId: order.id,
      price,
      customer: order.customerName,
      email: order.customerEmail,
    });
    return toOrder(confirmed!, deps.config.payments.bank);
  });
}
