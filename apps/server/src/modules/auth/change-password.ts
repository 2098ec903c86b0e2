import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { findUserById } from './users.js';

interface ChangePasswordInput {
  userId: string;
  sessionId: string;
  currentPassword: string;
  password: string;
}

/** Asks for the current password, signs out every other session and notifies the user. */
export async function changePassword(deps: AuthDeps, input: ChangePasswordInput, ctx: RequestContext): Promise<void> {
  const { db, emails } = deps;
  const user = await findUserById(db, input.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('CHANGE_PWD_FAIL', 400, 'The current password is not correct.', {
      fields: { currentPassword: 'PASSWORD_WRONG' },
    });
  }
  assertUncommonPassword(input.password, 'CHANGE_PWD_FAIL');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, input.sessionId);
  await recordAudit(db, { actorUserId: user.id, action: 'auth.password_changed', targetId: user.id, ip: ctx.ip });
  await emails.passwordChanged(user);
}

export function assertUncommonPassword(
  password: string,
  code: 'CHANGE_PWD_FAIL' | 'REQUEST_PWD_FAIL' | 'REGISTER_FAIL',
) {
  if (isCommonPassword(password)) {
    throw new AppError(code, 400, 'This password is too common.', { fields: { password: 'PASSWORD_TOO_COMMON' } });
  }
}
