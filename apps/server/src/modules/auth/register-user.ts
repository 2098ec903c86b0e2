import type { registerRequestSchema } from '@oneclick/shared';
import type { z } from 'zod';
import { findUserByEmail } from '../../auth/users.js';
import { users } from '../../db/schema/index.js';
import { recipientOf } from '../../mail/render-email.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { issueToken } from '../../auth/one-time-tokens.js';
import { assertUncommonPassword, hashPassword } from './passwords.js';
import { authEmails } from './emails.js';

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates an unverified account with its activation link and e-mail, in one unit of work.
 * An address that already has an account gets a notice instead, and the answer is the
 * same: registration does not reveal who has an account.
 */
export async function registerUser(deps: AuthDeps, actor: Actor, input: RegisterInput): Promise<void> {
  await deps.rateLimits.hit(`register:ip:${actor.ip}`, { limit: 20, windowSeconds: 3600 });
  assertUncommonPassword(input.password, 'REGISTER_FAIL');
  const passwordHash = await hashPassword(input.password);
  const existing = await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, country: input.country, language: input.language })
      .onConflictDoNothing()
      .returning();
    if (!created) return findUserByEmail(tx, input.email);
    const token = await issueToken(tx, {
      purpose: 'verify_email',
      userId: created.id,
      ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
    });
    await mail(authEmails.verifyEmail, recipientOf(created), { token });
    await audit({ action: 'auth.registered', targetId: created.id, actorUserId: created.id });
    return undefined;
  });
  if (!existing) return;
  if (!(await deps.rateLimits.within(`register:notice:${existing.id}`, { limit: 3, windowSeconds: 3600 }))) return;
  await deps.runUnitOfWork(actor, ({ mail }) =>
    mail(authEmails.accountExists, { ...recipientOf(existing), language: input.language }, {}),
  );
}
