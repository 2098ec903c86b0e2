import { findUserByEmail } from '../../auth/users.js';
import { recipientOf } from '../../mail/render-email.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { issueToken } from '../../auth/one-time-tokens.js';
import { VERIFY_EMAIL_TTL_SECONDS } from './register-user.js';
import { authEmails } from './emails.js';

/**
 * Mails a new activation link if the account needs one. The answer never says whether it
 * did, nor takes longer when it did: the lookup runs after the answer is sent.
 */
export async function resendVerification(deps: AuthDeps, actor: Actor, email: string): Promise<void> {
  const { db } = deps;
  await deps.rateLimits.hit(`resend:ip:${actor.ip}`, { limit: 20, windowSeconds: 3600 });
  deps.background.run(async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.emailVerifiedAt) return;
    if (!(await deps.rateLimits.within(`resend:user:${user.id}`, { limit: 5, windowSeconds: 3600 }))) return;
    await deps.runUnitOfWork(actor, async ({ tx, mail }) => {
      const token = await issueToken(tx, {
        purpose: 'verify_email',
        userId: user.id,
        ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
      });
      await mail(authEmails.verifyEmail, recipientOf(user), { token });
    });
  });
}
