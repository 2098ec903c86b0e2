import { formatKeyCode, type PlanChange, type RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { type LicenceKeyRow, licenceKeys, type UserRow, users } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';
import type { UnitOfWork } from '../service-core/unit-of-work.js';
import { activatePlan, conversionDetails } from './activate-plan.js';

/**
 * Whether `userId` is an active reseller, share-locking their row until the transaction ends:
 * a revocation waits for the work that relied on the answer.
 */
export async function lockActiveReseller(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx.select({ isReseller: users.isReseller }).from(users).where(eq(users.id, userId)).for('share');
  return row?.isReseller === true;
}

/**
 * Spends a key on a customer inside the caller's unit of work (D4): the key's plan activated, the
 * key marked used by them, and the redemption audited. The caller has locked the key and the
 * customer `for update` and checked that `staffId` may use this key for this customer.
 */
export async function spendLicenceKey(
  uow: UnitOfWork,
  key: LicenceKeyRow,
  customer: UserRow,
  staffId: string,
  details: Record<string, unknown> = {},
): Promise<PlanChange> {
  const plan = await activatePlan(uow, customer, {
    accountType: key.accountType as RoleCode,
    months: key.months,
    resellerId: key.resellerId,
    licenceKeyId: key.id,
    orderId: null,
    activatedById: staffId,
  });
  await uow.tx
    .update(licenceKeys)
    .set({ usedAt: sql`now()`, usedById: customer.id })
    .where(eq(licenceKeys.id, key.id));
  await uow.audit({
    action: 'licence_key.redeemed',
    targetId: customer.id,
    details: {
      code: formatKeyCode(key.code),
      accountType: plan.role,
      months: key.months,
      expiresAt: plan.expiresAt.toISOString(),
      ...conversionDetails(plan),
      ...details,
    },
  });
  return plan;
}
