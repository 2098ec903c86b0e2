import { needsSecondFactor, type RoleCode, type SecondFactorMethod, type SessionUser } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { secondFactorMethods, setupLinkNeeded } from '../../auth/second-factors.js';
import { markSessionSecondFactor, revokeUserSessions } from '../../auth/sessions.js';
import { type UserRow, users } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

/** The session a new second factor is set up from: its id, and whether it opened the setup link. */
export interface EnrollingSession {
  id: string;
  maySetUp: boolean;
}

/**
 * Every change to an account's second factors starts here: the account's row is locked, so two
 * changes at once (removing the app and the last passkey) follow each other, and an account
 * that has a factor may change them only from a session that proved one. An `enrolment` (a new
 * factor) of an admin account that has none needs the session to have opened the setup link.
 */
export async function lockForSecondFactorChange(
  tx: Transaction,
  user: SessionUser,
  enrolment?: EnrollingSession,
): Promise<{ account: UserRow; methods: SecondFactorMethod[] }> {
  const [account] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
  const methods = await secondFactorMethods(tx, user.id);
  if (methods.length > 0 && !user.secondFactor) {
    throw new AppError('FORBIDDEN', 403, 'Sign in with your second factor to change it.', {
      reason: 'SECOND_FACTOR_REQUIRED',
    });
  }
  if (enrolment && setupLinkNeeded(account!.role as RoleCode, methods.length > 0, enrolment.maySetUp)) {
    throw new AppError('FORBIDDEN', 403, 'Open the setup link we e-mailed you to set up your first second factor.', {
      reason: 'SETUP_LINK_REQUIRED',
    });
  }
  return { account: account!, methods };
}

/** Roles 0 and 1 keep at least one second factor: refuses a removal that would leave `left` empty. */
export function assertKeepsOne(user: SessionUser, left: SecondFactorMethod[]): void {
  if (left.length === 0 && needsSecondFactor(user.role)) {
    throw new AppError('CONFLICT', 409, 'Admin accounts must keep a second factor.', { reason: 'LAST_SECOND_FACTOR' });
  }
}

/**
 * The account's first second factor: the session that set it up counts as having proved it,
 * and every other session (signed in with the password alone) ends.
 */
export async function firstFactorEnrolled(tx: Transaction, userId: string, sessionId: string): Promise<void> {
  await markSessionSecondFactor(tx, sessionId);
  await revokeUserSessions(tx, userId, sessionId);
}
