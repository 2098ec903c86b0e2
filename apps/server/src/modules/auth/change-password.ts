import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { revokeAccountDeviceTokens } from '../../auth/device-sessions.js';
import { cancelSecondSteps } from '../../auth/second-factors.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { findUserById } from '../../auth/users.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import type { AuthDeps } from './auth-deps.js';
import { assertUncommonPassword, hashPassword, verifyPassword } from './passwords.js';
import { authEmails } from './emails.js';

/** Wrong current passwords allowed per account in a quarter of an hour, as for logins. */
export const WRONG_CURRENT_PASSWORDS_ALLOWED = 10;
const WINDOW_SECONDS = 15 * 60;

interface ChangePasswordInput {
  userId: string;
  sessionId: string;
  currentPassword: string;
  password: string;
  /** Leave the software signed in on the account's machines. */
  keepDevices: boolean;
}

/**
 * Asks for the current password, signs out every other session and, unless the user keeps them,
 * the software on the account's machines, and notifies the user.
 */
export async function changePassword(deps: AuthDeps, actor: Actor, input: ChangePasswordInput): Promise<void> {
  const { db } = deps;
  const failuresKey = `change-password:failures:${input.userId}`;
  if (await deps.rateLimits.isLimited(failuresKey, WRONG_CURRENT_PASSWORDS_ALLOWED)) {
    throw new AppError('RATE_LIMITED', 429, 'Too many wrong passwords. Try again later.');
  }
  const user = await findUserById(db, input.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await deps.rateLimits.hit(failuresKey, { limit: WRONG_CURRENT_PASSWORDS_ALLOWED, windowSeconds: WINDOW_SECONDS });
    throw new AppError('CHANGE_PWD_FAIL', 400, 'The current password is not correct.', {
      fields: { currentPassword: 'PASSWORD_WRONG' },
    });
  }
  assertUncommonPassword(input.password, 'CHANGE_PWD_FAIL');
  const passwordHash = await hashPassword(input.password);
  await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, input.sessionId);
    await cancelSecondSteps(tx, user.id);
    if (!input.keepDevices) await revokeAccountDeviceTokens(tx, user.id);
    await audit({ action: 'auth.password_changed', targetId: user.id, details: { keepDevices: input.keepDevices } });
    await mail(authEmails.passwordChanged, recipientOf(user), { at: new Date() });
  });
  await deps.rateLimits.clear(failuresKey);
}
