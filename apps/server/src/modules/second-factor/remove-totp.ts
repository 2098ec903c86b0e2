import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { recoveryCodes, totpCredentials } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { assertKeepsOne, lockForSecondFactorChange } from './second-factor-changes.js';
import { recipientOf } from '../../mail/render-email.js';
import { forgetSecondFactorProofs } from '../../auth/sessions.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';

/** The owner removes their authenticator app; recovery codes go with the last second factor. */
export async function removeTotp(deps: ModuleDeps, actor: Actor): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const { account, methods } = await lockForSecondFactorChange(tx, user);
    if (!methods.includes('totp')) throw new AppError('NOT_FOUND', 404, 'No authenticator app is set up.');
    const left = methods.filter((method) => method !== 'totp');
    assertKeepsOne(user, left);
    await tx.delete(totpCredentials).where(eq(totpCredentials.userId, user.id));
    if (left.length === 0) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await forgetSecondFactorProofs(tx, user.id);
    }
    await audit({ action: 'auth.totp_removed', targetId: user.id });
    await mail(secondFactorEmails.secondFactorChanged, recipientOf(account), { change: 'totpRemoved', at: new Date() });
  });
}
