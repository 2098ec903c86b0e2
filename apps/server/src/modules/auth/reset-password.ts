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
import { consumeToken } from '../../auth/one-time-tokens.js';
import { assertUncommonPassword, hashPassword } from './passwords.js';
import { authEmails } from './emails.js';

/** Sets the new password from a reset link, verifies the e-mail it proved, and signs out everywhere, software too. */
export async function resetPassword(
  deps: AuthDeps,
  actor: Actor,
  input: { token: string; password: string },
): Promise<void> {
  assertUncommonPassword(input.password, 'REQUEST_PWD_FAIL');
  const passwordHash = await hashPassword(input.password);
  await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const used = await consumeToken(tx, input.token, 'reset_password');
    const user = used.userId ? await findUserById(tx, used.userId) : undefined;
    if (!user) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid.');
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await cancelSecondSteps(tx, user.id);
    await revokeAccountDeviceTokens(tx, user.id);
    await audit({ action: 'auth.password_reset', targetId: user.id, actorUserId: user.id });
    await mail(authEmails.passwordChanged, recipientOf(user), { at: new Date() });
  });
}
