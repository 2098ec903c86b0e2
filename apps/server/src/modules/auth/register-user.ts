import type { registerRequestSchema } from '@oneclick/shared';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { issueToken } from './one-time-tokens.js';
import { hashPassword, isCommonPassword } from './passwords.js';
import { findUserByEmail } from './users.js';

export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates an unverified account and mails its activation link. An address that already
 * has an account gets a notice instead, and the answer is the same: registration does
 * not reveal who has an account.
 */
export async function registerUser({ db, emails }: AuthDeps, input: RegisterInput, ctx: RequestContext): Promise<void> {
  await hitRateLimit(db, `register:ip:${ctx.ip}`, { limit: 20, windowSeconds: 3600 });
  if (isCommonPassword(input.password)) {
    throw new AppError('REGISTER_FAIL', 400, 'This password is too common.', {
      fields: { password: 'PASSWORD_TOO_COMMON' },
    });
  }
  const passwordHash = await hashPassword(input.password);
  const [created] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      country: input.country,
      language: input.language,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const token = await issueToken(db, {
      purpose: 'verify_email',
      userId: created.id,
      ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
    });
    await emails.verifyEmail(created, token);
    return;
  }
  const existing = await findUserByEmail(db, input.email);
  if (!existing) return;
  try {
    await hitRateLimit(db, `register:notice:${existing.id}`, { limit: 3, windowSeconds: 3600 });
    await emails.accountExists(existing, input.language);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
  }
}
