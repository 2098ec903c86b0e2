import type { RecoveryCodes } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { totpCredentials } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { type EnrollingSession, firstFactorEnrolled, lockForSecondFactorChange } from './second-factor-changes.js';
import { matchTotpStep } from './totp.js';
import { recipientOf } from '../../mail/render-email.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';

/**
 * The first right code from the new authenticator app confirms it (audited and e-mailed). As
 * the account's first second factor it also brings ten recovery codes, shown this once.
 */
export async function confirmTotpEnrolment(
  deps: ModuleDeps,
  actor: Actor,
  input: { session: EnrollingSession; code: string },
): Promise<RecoveryCodes> {
  const user = signedInUser(actor);
  await deps.rateLimits.hit(`totp-confirm:user:${user.id}`, { limit: 10, windowSeconds: 10 * 60 });
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const { account, methods } = await lockForSecondFactorChange(tx, user, input.session);
    const [pending] = await tx.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    if (!pending || pending.confirmedAt) {
      throw new AppError('CONFLICT', 409, 'Start setting up the authenticator app again.', {
        reason: 'TOTP_NOT_STARTED',
      });
    }
    const step = matchTotpStep(deps.secretBox.open(pending.secret), input.code);
    if (step === null) {
      throw new AppError('VALIDATION_FAILED', 400, 'This code is not right.', { reason: 'SECOND_FACTOR_WRONG' });
    }
    await tx
      .update(totpCredentials)
      .set({ confirmedAt: new Date(), lastUsedStep: step })
      .where(eq(totpCredentials.userId, user.id));
    const first = methods.length === 0;
    const codes = first ? await issueRecoveryCodes(tx, user.id) : [];
    if (first) await firstFactorEnrolled(tx, user.id, input.session.id);
    await audit({ action: 'auth.totp_enrolled', targetId: user.id });
    await mail(secondFactorEmails.secondFactorChanged, recipientOf(account), {
      change: 'totpEnrolled',
      at: new Date(),
    });
    return { codes };
  });
}
