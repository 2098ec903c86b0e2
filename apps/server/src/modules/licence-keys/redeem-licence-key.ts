import type { RedeemLicenceKeyResponse } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { spendLicenceKey } from '../../domain/spend-licence-key.js';
import type { RateLimit } from '../../service-core/rate-limit.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { findRedemption, type RedemptionInput } from './find-redemption.js';

// Each redemption is one customer served at the counter: 30 in 10 minutes (one every 20 seconds)
// is beyond any honest reseller, yet stops a script trying codes. An office's staff may share one
// address, so the address gets room for a few of them at that pace.
export const REDEMPTIONS_PER_ACCOUNT: RateLimit = { limit: 30, windowSeconds: 10 * 60 };
export const REDEMPTIONS_PER_ADDRESS: RateLimit = { limit: 100, windowSeconds: 10 * 60 };

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
  input: RedemptionInput,
): Promise<RedeemLicenceKeyResponse> {
  const staff = signedInUser(actor);
  await deps.rateLimits.hit(`redeem:ip:${actor.ip}`, REDEMPTIONS_PER_ADDRESS);
  await deps.rateLimits.hit(`redeem:user:${staff.id}`, REDEMPTIONS_PER_ACCOUNT);
  return deps.runUnitOfWork(actor, async (uow) => {
    const { key, customer } = await findRedemption({ lock: true, tx: uow.tx }, staff, input);
    const plan = await spendLicenceKey(uow, key, customer, staff.id);
    return {
      customer: { id: customer.id, name: customer.name, email: customer.email },
      accountType: plan.role,
      expiresAt: plan.expiresAt.toISOString(),
    };
  });
}
