import { formatKeyCode, isAdminRole, type RedeemLicenceKeyResponse, type RoleCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { licenceKeys, users } from '../../db/schema/index.js';
import { activatePlan } from '../../lib/activate-plan.js';
import { hitRateLimit, type RateLimit } from '../../lib/rate-limit.js';
import { type Actor, signedInUser } from '../../lib/unit-of-work.js';
import { lockActiveReseller } from './queries.js';

// Each redemption is one customer served at the counter: 30 in 10 minutes (one every 20 seconds)
// is beyond any honest reseller, yet stops a script trying codes. An office's staff may share one
// address, so the address gets room for a few of them at that pace.
const REDEMPTIONS_PER_ACCOUNT: RateLimit = { limit: 30, windowSeconds: 10 * 60 };
const REDEMPTIONS_PER_ADDRESS: RateLimit = { limit: 100, windowSeconds: 10 * 60 };

export interface RedeemLicenceKeyInput {
  customerEmail: string;
  code: string;
}

/**
 * Staff activate a customer with a key (D4). A reseller's own row is share-locked first: a
 * revocation either commits before (and the redeem is refused) or waits for it. The key row
 * is locked next: of any number of concurrent attempts one spends it, the others find it
 * used. The customer's row is locked last, so keys redeemed for one customer at once extend
 * their plan one after another. Attempts, spent or refused, count against the staff account and
 * the address before any of that (RATE_LIMITED past either limit).
 */
export async function redeemLicenceKey(
  deps: ModuleDeps,
  actor: Actor,
  input: RedeemLicenceKeyInput,
): Promise<RedeemLicenceKeyResponse> {
  const staff = signedInUser(actor);
  await hitRateLimit(deps.db, `redeem:ip:${actor.ip}`, REDEMPTIONS_PER_ADDRESS);
  await hitRateLimit(deps.db, `redeem:user:${staff.id}`, REDEMPTIONS_PER_ACCOUNT);
  return deps.runUnitOfWork(actor, async (uow) => {
    const { tx, audit } = uow;
    if (!isAdminRole(staff.role) && !(await lockActiveReseller(tx, staff.id))) {
      throw new AppError('FORBIDDEN', 403, 'Your account may not do this.');
    }
    const [key] = await tx.select().from(licenceKeys).where(eq(licenceKeys.code, input.code)).for('update');
    const usable = key && !key.deletedAt && (isAdminRole(staff.role) || key.resellerId === staff.id);
    if (!usable) {
      throw new AppError('NOT_FOUND', 404, 'No licence key with this code is available to you.', {
        reason: 'KEY_NOT_FOUND',
      });
    }
    if (key.usedAt)
      throw new AppError('CONFLICT', 409, 'This licence key has already been used.', { reason: 'KEY_USED' });

    const [customer] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.customerEmail))
      .for('update');
    if (!customer) {
      throw new AppError('NOT_FOUND', 404, 'No account uses this e-mail address.', { reason: 'ACCOUNT_NOT_FOUND' });
    }
    if (!customer.emailVerifiedAt) {
      throw new AppError('CONFLICT', 409, 'This customer has not verified their e-mail address yet.', {
        reason: 'CUSTOMER_NOT_VERIFIED',
      });
    }
    if (isAdminRole(customer.role as RoleCode)) {
      throw new AppError('CONFLICT', 409, 'Licence keys activate customers, not admin accounts.', {
        reason: 'NOT_A_CUSTOMER',
      });
    }

    const plan = await activatePlan(uow, deps.config, customer, {
      accountType: key.accountType as RoleCode,
      months: key.months,
      resellerId: key.resellerId,
      licenceKeyId: key.id,
      orderId: null,
      activatedById: staff.id,
    });
    await tx
      .update(licenceKeys)
      .set({ usedAt: sql`now()`, usedById: customer.id })
      .where(eq(licenceKeys.id, key.id));
    await audit({
      action: 'licence_key.redeemed',
      targetId: customer.id,
      details: {
        code: formatKeyCode(key.code),
        accountType: plan.role,
        months: key.months,
        expiresAt: plan.expiresAt.toISOString(),
      },
    });
    return {
      customer: { id: customer.id, name: customer.name, email: customer.email },
      accountType: plan.role,
      expiresAt: plan.expiresAt.toISOString(),
    };
  });
}
