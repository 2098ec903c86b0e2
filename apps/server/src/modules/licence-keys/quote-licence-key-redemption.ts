import { type LicenceKeyRedemptionQuote, quotePlanActivation, type RoleCode } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { findRedemption, type RedemptionInput } from './find-redemption.js';
import { REDEMPTIONS_PER_ACCOUNT, REDEMPTIONS_PER_ADDRESS } from './redeem-licence-key.js';

/**
 * What redeeming this key for this customer would give them (D3), for Activate User to show
 * before the staff member confirms: refused exactly as the redemption would be, and nothing
 * is redeemed or changed. Quotes count against limits of their own, as high as the
 * redemption's, so that checking first never costs a redemption.
 */
export async function quoteLicenceKeyRedemption(
  deps: ModuleDeps,
  actor: Actor,
  input: RedemptionInput,
): Promise<LicenceKeyRedemptionQuote> {
  const staff = signedInUser(actor);
  await deps.rateLimits.hit(`redeem-quote:ip:${actor.ip}`, REDEMPTIONS_PER_ADDRESS);
  await deps.rateLimits.hit(`redeem-quote:user:${staff.id}`, REDEMPTIONS_PER_ACCOUNT);
  const { key, customer } = await findRedemption({ lock: false, db: deps.db }, staff, input);
  return {
    customer: { id: customer.id, name: customer.name, email: customer.email },
    ...quotePlanActivation(
      { role: customer.role as RoleCode, expiresAt: customer.expiresAt },
      { accountType: key.accountType as RoleCode, months: key.months },
    ),
  };
}
