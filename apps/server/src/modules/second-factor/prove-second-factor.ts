import { normaliseTotpCode, TOTP_DIGITS } from '@oneclick/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { finishSecondStep, pendingSecondStep } from '../../auth/second-factors.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { totpCredentials, type UserRow, users } from '../../db/schema/index.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { countRecoveryCodesLeft, spendRecoveryCode } from './recovery-codes.js';
import { matchTotpStep } from './totp.js';
import type { Transaction } from '../../db/transaction.js';
import { recipientOf } from '../../mail/render-email.js';

/** Five tries every five minutes per account: a six-digit code cannot be guessed in a lifetime. */
const SECOND_STEP_LIMIT = { limit: 5, windowSeconds: 5 * 60 };

const wrongCode = () =>
  new AppError('LOGIN_FAIL', 401, 'This code is not right, or it has been used already.', {
    reason: 'SECOND_FACTOR_WRONG',
  });

/** Accepts an authenticator code once: its time step must be later than the last one used (the row is locked). */
async function spendTotpCode(tx: Transaction, userId: string, code: string): Promise<void> {
  const [totp] = await tx
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))
    .for('update');
  const step = totp ? matchTotpStep(new Uint8Array(Buffer.from(totp.secret, 'base64')), code) : null;
  if (step === null || (totp!.lastUsedStep !== null && step <= totp!.lastUsedStep)) throw wrongCode();
  await tx.update(totpCredentials).set({ lastUsedStep: step }).where(eq(totpCredentials.userId, userId));
}

/**
 * A login's second step with a code: the authenticator app's, or a recovery code (spent, audited
 * and e-mailed). Only then does a session start, marked as having proved a second factor.
 */
export async function proveSecondFactor(
  deps: ModuleDeps,
  actor: Actor,
  input: { secondStepToken: string | undefined; code: string; previousSessionId: string | null },
): Promise<{ user: UserRow; token: string }> {
  const userId = await pendingSecondStep(deps.db, input.secondStepToken);
  await hitRateLimit(deps.db, `second-step:user:${userId}`, SECOND_STEP_LIMIT);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const digits = normaliseTotpCode(input.code);
    const byRecoveryCode = !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits);
    if (byRecoveryCode) {
      if (!(await spendRecoveryCode(tx, userId, input.code))) throw wrongCode();
    } else {
      await spendTotpCode(tx, userId, digits);
    }
    await finishSecondStep(tx, input.secondStepToken!, userId);
    if (input.previousSessionId) await revokeSession(tx, input.previousSessionId);
    if (byRecoveryCode) {
      const left = await countRecoveryCodesLeft(tx, userId);
      await audit({ action: 'auth.recovery_code_used', targetId: userId, actorUserId: userId, details: { left } });
      await mail('secondFactorChanged', recipientOf(user!), {
        change: 'recoveryCodeUsed',
        at: new Date(),
        count: left,
      });
    }
    return { user: user!, token: await createSession(tx, userId, actor, true) };
  });
}
