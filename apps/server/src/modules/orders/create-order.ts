import { randomBytes } from 'node:crypto';
import {
  currencyOf,
  type createOrderRequestSchema,
  type Order,
  orderAmount,
  PACKAGES,
  parseLanguage,
} from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { findUserById } from '../../auth/users.js';
import { orders } from '../../db/schema/index.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { type Actor, signedInUser } from '../../lib/unit-of-work.js';
import { toOrder } from './queries.js';

type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** 48 bits from a CSPRNG as 12 upper-case hex characters. */
export function newOrderId(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

/**
 * A customer orders a plan; the server prices it from the catalogue and the configured VND
 * prices, never from the browser. The order is open for ORDER_EXPIRY_DAYS.
 */
export async function createOrder(deps: ModuleDeps, actor: Actor, input: CreateOrderInput): Promise<Order> {
  const user = signedInUser(actor);
  await hitRateLimit(deps.db, `orders:user:${user.id}`, { limit: 20, windowSeconds: 3600 });
  const { bank, vndPrices, orderExpiryDays } = deps.config.payments;
  const currency = currencyOf(input.method);
  const amount = orderAmount({ packageId: input.package, months: input.months, currency, vndPrices });
  if (amount === null || (input.method === 'bank_transfer' && !bank)) {
    throw new AppError('CONFLICT', 409, 'Bank transfer is not offered for this package.', {
      reason: 'BANK_TRANSFER_UNAVAILABLE',
    });
  }
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const customer = (await findUserById(tx, user.id))!;
    // 48 random bits make a collision rare; a unique key makes one harmless: draw again.
    for (;;) {
      const [order] = await tx
        .insert(orders)
        .values({
          id: newOrderId(),
          userId: customer.id,
          kind: input.kind,
          method: input.method,
          currency,
          amount,
          accountType: PACKAGES[input.package].accountType,
          months: input.months,
          customerName: customer.name,
          customerEmail: customer.email,
          language: parseLanguage(customer.language),
          expiresAt: sql`now() + make_interval(days => ${orderExpiryDays})`,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) continue;
      await audit({
        action: 'order.created',
        targetId: customer.id,
        details: { orderId: order.id, kind: order.kind, method: order.method, amount, currency },
      });
      return toOrder(order, bank);
    }
  });
}
