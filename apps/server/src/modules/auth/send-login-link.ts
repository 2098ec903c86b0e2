import { issueToken } from '../../auth/one-time-tokens.js';
import { findUserByEmail } from '../../auth/users.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import type { AuthDeps } from './auth-deps.js';
import { authEmails } from './emails.js';

export const LOGIN_LINK_TTL_SECONDS = 15 * 60;

/**
 * Mails a single-use sign-in link when the address has a verified account: the way in for an
 * owner whose sign-ins are paused while someone guesses the password (the link is not counted
 * with the password's failures). Limited like the reset e-mail; the answer is always the same and
 * takes as long either way: the lookup runs after the answer is sent.
 */
export async function sendLoginLink(deps: AuthDeps, actor: Actor, email: string): Promise<void> {
  const { db } = deps;
  await deps.rateLimits.hit(`login-link:ip:${actor.ip}`, { limit: 20, windowSeconds: 3600 });
  deps.background.run(async () => {
    const user = await findUserByEmail(db, email);
    if (!user?.emailVerifiedAt) return;
    if (!(await deps.rateLimits.within(`login-link:user:${user.id}`, { limit: 5, windowSeconds: 3600 }))) return;
    await deps.runUnitOfWork(actor, async ({ tx, mail }) => {
      const token = await issueToken(tx, {
        purpose: 'login_link',
        userId: user.id,
        ttlSeconds: LOGIN_LINK_TTL_SECONDS,
      });
      await mail(authEmails.loginLink, recipientOf(user), { token });
    });
  });
}
