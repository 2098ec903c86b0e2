import type { TotpEnrolment } from '@oneclick/shared';
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { totpCredentials } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { type EnrollingSession, lockForSecondFactorChange } from './second-factor-changes.js';
import { newTotpSecret, totpKeyUri } from './totp.js';

/** A new authenticator-app secret, kept unconfirmed until the first right code (an earlier unconfirmed one is replaced). */
export async function startTotpEnrolment(
  deps: ModuleDeps,
  actor: Actor,
  session: EnrollingSession,
): Promise<TotpEnrolment> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx }) => {
    const { methods } = await lockForSecondFactorChange(tx, user, session);
    if (methods.includes('totp')) {
      throw new AppError('CONFLICT', 409, 'An authenticator app is set up already; remove it to set up another.');
    }
    const secret = newTotpSecret();
    const stored = deps.secretBox.seal(secret);
    await tx
      .insert(totpCredentials)
      .values({ userId: user.id, secret: stored })
      .onConflictDoUpdate({
        target: totpCredentials.userId,
        set: { secret: stored, confirmedAt: null, lastUsedStep: null, createdAt: sql`now()` },
      });
    return totpKeyUri(secret, user.email);
  });
}
