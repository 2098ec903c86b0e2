import { randomBytes } from 'node:crypto';
import {
  currencyOf,
  type createOrderRequestSchema,
  isAdminRole,
  type Order,
  orderAmount,
  PACKAGES,
  parseLanguage,
  type RoleCode,
} from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { findUserById } from '../../auth/users.js';
import type { Config } from '../../config.js';
import { orders, type UserRow } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { toOrder } from '../../domain/orders.js';

type CreateOrderInput = z.output<typeof createOrderRequestSchema>;

/** 48 bits from a CSPRNG as 12 upper-case hex characters. */
export function newOrderId(): string {
  return randomBytes(6).toString('hex').toUpperCase();
}

interface Priced {
  method: 'paypal' | 'bank_transfer';
  currency: 'USD' | 'VND';
  amount: number;
  accountType: number | null;
  months: number | null;
  quantity: number;
  commissionRate: number | null;
}

/** The server's price for what was asked: the catalogue or configured VND price, a reseller's discount, a donation as typed. */
function priceOrder(config: Config, input: CreateOrderInput, customer: UserRow | undefined): Priced {
  if (input.kind === 'donation') {
    return {
      method: 'paypal',
      currency: 'USD',
      amount: Math.round(input.amountUsd * 100),
      accountType: null,
      months: null,
      quantity: 1,
      commissionRate: null,
    };
  }
  const commissionRate = input.kind === 'keys' ? (customer!.commissionRate ?? 0) : null;
  const quantity = input.kind === 'keys' ? input.quantity : 1;
  const currency = currencyOf(input.method);
  const amount = orderAmount({
    packageId: input.package,
    months: input.months,
    quantity,
    commissionRate: commissionRate ?? 0,
    currency,
    vndPrices: config.payments.vndPrices,
  });
  // Only a VND price can be missing: the catalogue prices every purchasable package in USD.
  if (amount === null || (input.method === 'bank_transfer' && !config.payments.bank)) {
    throw new AppError('CONFLICT', 409, 'Bank transfer is not offered for this package.', {
      reason: 'BANK_TRANSFER_UNAVAILABLE',
    });
  }
  return {
    method: input.method,
    currency,
    amount,
    accountType: PACKAGES[input.package].accountType,
    months: input.months,
    quantity,
    commissionRate,
  };
}

/**
 * Someone orders: a signed-in customer a plan, a reseller licence keys, anyone a donation.
 * The server prices it, never the browser. The order is open for ORDER_EXPIRY_DAYS.
 */
export async function createOrder(deps: ModuleDeps, actor: Actor, input: CreateOrderInput): Promise<Order> {
  const user = actor.user;
  if (!user && input.kind !== 'donation') {
    throw new AppError('UNAUTHENTICATED', 401, 'Log in to order.');
  }
  await deps.rateLimits.hit(user ? `orders:user:${user.id}` : `orders:ip:${actor.ip}`, {
    limit: 20,
    windowSeconds: 3600,
  });
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const customer = user ? await findUserById(tx, user.id) : undefined;
    if (input.kind === 'subscription' && isAdminRole(customer!.role as RoleCode)) {
      throw new AppError('CONFLICT', 409, 'Staff accounts do not buy plans.', { reason: 'NOT_A_CUSTOMER' });
    }
    if (input.kind === 'keys' && !customer?.isReseller) {
      throw new AppError('FORBIDDEN', 403, 'Only resellers buy licence keys.', { reason: 'NOT_A_RESELLER' });
    }
    if (input.kind === 'donation' && input.wantsEInvoice && !deps.config.eInvoices) {
      throw new AppError('CONFLICT', 409, 'This portal issues no e-invoices.', { reason: 'E_INVOICES_OFF' });
    }
    const priced = priceOrder(deps.config, input, customer);
    // 48 random bits make a collision rare; a unique key makes one harmless: draw again.
    for (;;) {
      const [order] = await tx
        .insert(orders)
        .values({
          id: newOrderId(),
          userId: customer?.id ?? null,
          kind: input.kind,
          ...priced,
          wantsEInvoice: input.kind === 'donation' && input.wantsEInvoice,
          customerName: customer?.name ?? '',
          customerEmail: customer?.email ?? '',
          language: parseLanguage(customer?.language),
          expiresAt: sql`now() + make_interval(days => ${deps.config.payments.orderExpiryDays})`,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) continue;
      await audit({
        action: 'order.created',
        targetId: customer?.id,
        details: {
          orderId: order.id,
          kind: order.kind,
          method: order.method,
          amount: order.amount,
          currency: order.currency,
        },
      });
      return toOrder(order, deps.config.payments.bank);
    }
  });
}
