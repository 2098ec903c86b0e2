import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { consumeToken } from '../../auth/one-time-tokens.js';

/** Marks the account's e-mail as verified; the link works once. */
export async function verifyEmail(deps: AuthDeps, actor: Actor, token: string): Promise<void> {
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const used = await consumeToken(tx, token, 'verify_email');
    if (!used.userId) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid.');
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)));
    await audit({ action: 'auth.email_verified', targetId: used.userId, actorUserId: used.userId });
  });
}
