import type { RoleCode } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { mailSecondFactorSetupLink, SETUP_LINK_LIMIT, setupLinkNeeded } from '../../auth/second-factors.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { lockForSecondFactorChange } from './second-factor-changes.js';

/** "Send the link again" on /security: a new setup link for an admin account without a second factor. */
export async function sendSecondFactorSetupLink(deps: ModuleDeps, actor: Actor): Promise<void> {
  const user = signedInUser(actor);
  await deps.rateLimits.hit(`second-factor-setup-link:user:${user.id}`, SETUP_LINK_LIMIT);
  await deps.runUnitOfWork(actor, async (uow) => {
    const { account, methods } = await lockForSecondFactorChange(uow.tx, user);
    if (!setupLinkNeeded(account.role as RoleCode, methods.length > 0, false)) {
      throw new AppError('CONFLICT', 409, 'This account does not need a setup link.', {
        reason: 'SETUP_LINK_NOT_NEEDED',
      });
    }
    await mailSecondFactorSetupLink(uow, account);
  });
}
