import { normaliseTotpCode, TOTP_DIGITS } from '@oneclick/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import {
  finishSecondStep,
  pendingSecondStep,
  SECOND_STEP_TTL_SECONDS,
  type SignedIn,
} from '../../auth/second-factors.js';
import { signIn } from '../../auth/sign-in.js';
import { totpCredentials, users } from '../../db/schema/index.js';
import { findLoginDevice } from '../../auth/login-device-cookies.js';
import type { RateLimit } from '../../service-core/rate-limit.js';
import type { SecretBox } from '../../utils/secret-box.js';
import { hashToken } from '../../utils/secure-token.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { countRecoveryCodesLeft, spendRecoveryCode } from './recovery-codes.js';
import { matchTotpStep } from './totp.js';
import type { Transaction } from '../../db/transaction.js';
import { recipientOf } from '../../mail/render-email.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';

/** Wrong codes a browser that signed in to the account before may send, judged by its own alone. */
const DEVICE_FAILURES: RateLimit = { limit: 5, windowSeconds: 5 * 60 };
/** Wrong codes one pending step may take: more tries need the password again. */
const STEP_FAILURES: RateLimit = { limit: 5, windowSeconds: SECOND_STEP_TTL_SECONDS };
/**
 * Wrong codes on the account from every browser it does not know, all steps together: 30 an
 * hour leave a six-digit code (three accepted at a time) unguessed for years.
 */
const ACCOUNT_FAILURES: RateLimit = { limit: 30, windowSeconds: 60 * 60 };

/**
 * Like the password step's counters (log-in.ts): the owner's browser, known by its device cookie,
 * is judged by its own failures, so whoever has the password cannot lock it out; any other
 * browser by its step's failures and by all such failures on the account.
 */
function failureCounters(userId: string, stepToken: string, deviceId: string | null) {
  if (deviceId) return { own: { key: `second-step:device:${deviceId}`, limit: DEVICE_FAILURES }, account: null };
  return {
    own: { key: `second-step:step:${hashToken(stepToken)}`, limit: STEP_FAILURES },
    account: { key: `second-step:user:${userId}`, limit: ACCOUNT_FAILURES },
  };
}

const wrongCode = () =>
  new AppError('LOGIN_FAIL', 401, 'This code is not right, or it has been used already.', {
    reason: 'SECOND_FACTOR_WRONG',
  });

/** Accepts an authenticator code once: its time step must be later than the last one used (the row is locked). */
async function spendTotpCode(tx: Transaction, box: SecretBox, userId: string, code: string): Promise<void> {
  const [totp] = await tx
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)))
    .for('update');
  const step = totp ? matchTotpStep(box.open(totp.secret), code) : null;
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
  input: {
    secondStepToken: string | undefined;
    code: string;
    previousSessionId: string | null;
    deviceToken: string | undefined;
  },
): Promise<SignedIn> {
  const { db } = deps;
  const userId = await pendingSecondStep(db, input.secondStepToken);
  const deviceId = await findLoginDevice(db, input.deviceToken, userId);
  const { own, account } = failureCounters(userId, input.secondStepToken!, deviceId);
  // Counted before the code is checked, so codes sent at once cannot all slip under a limit;
  // a right code takes its count back.
  await deps.rateLimits.hitAll(account ? [own, account] : [own]);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    const digits = normaliseTotpCode(input.code);
    const byRecoveryCode = !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits);
    if (byRecoveryCode) {
      if (!(await spendRecoveryCode(tx, userId, input.code))) throw wrongCode();
    } else {
      await spendTotpCode(tx, deps.secretBox, userId, digits);
    }
    await finishSecondStep(tx, input.secondStepToken!, userId);
    if (byRecoveryCode) {
      const left = await countRecoveryCodesLeft(tx, userId);
      await audit({ action: 'auth.recovery_code_used', targetId: userId, actorUserId: userId, details: { left } });
      await mail(secondFactorEmails.secondFactorChanged, recipientOf(user!), {
        change: 'recoveryCodeUsed',
        at: new Date(),
        count: left,
      });
    }
    const { session, deviceToken } = await signIn(tx, userId, {
      previousSession: input.previousSessionId,
      replacedDevice: deviceId,
      meta: actor,
      secondFactor: true,
      succeeded: { clear: own.key, forgetHit: account?.key ?? null },
    });
    return { user: user!, token: session, deviceToken };
  });
}
