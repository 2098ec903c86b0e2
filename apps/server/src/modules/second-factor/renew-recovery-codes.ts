import type { RecoveryCodes } from '@oneclick/shared';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { lockForSecondFactorChange } from './second-factor-changes.js';
import { recipientOf } from '../../mail/render-email.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';

/** Ten new recovery codes replace the old ones (all of them, used or not). */
export async function renewRecoveryCodes(deps: ModuleDeps, actor: Actor): Promise<RecoveryCodes> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const { account, methods } = await lockForSecondFactorChange(tx, user);
    if (methods.length === 0) {
      throw new AppError('CONFLICT', 409, 'Set up a second factor first.', { reason: 'SECOND_FACTOR_REQUIRED' });
    }
    const codes = await issueRecoveryCodes(tx, user.id);
    await audit({ action: 'auth.recovery_codes_renewed', targetId: user.id });
    await mail(secondFactorEmails.secondFactorChanged, recipientOf(account), {
      change: 'recoveryCodesRenewed',
      at: new Date(),
    });
    return { codes };
  });
}
