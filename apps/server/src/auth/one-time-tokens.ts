import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import type { ReadOnlyDatabase } from '../db/client.js';
import { oneTimeTokens, type TokenPurpose } from '../db/schema/index.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import { emptyEmailsLinkingTo } from '../mail/outbox.js';
import type { Transaction } from '../db/transaction.js';

/** Neither used nor expired. */
const stillUsable = and(isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, sql`now()`));

interface IssueOptions {
  purpose: TokenPurpose;
  userId: string | null;
  ttlSeconds: number;
  data?: Record<string, string>;
  /** False when each token stands on its own: a second one for the same user leaves the first usable. */
  supersedes?: boolean;
}

/**
 * Issues a single-use token. Earlier unused tokens of the same user and purpose stop working,
 * and the e-mails that carried them lose their bodies.
 */
export async function issueToken(
  db: Transaction,
  { purpose, userId, ttlSeconds, data, supersedes = true }: IssueOptions,
): Promise<string> {
  if (userId !== null && supersedes) await retireTokens(db, userId, purpose);
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    data,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Unused tokens of a user and purpose stop working, and the e-mails that carried them lose their bodies. */
export async function retireTokens(db: Transaction, userId: string, purpose: TokenPurpose): Promise<void> {
  const retired = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)))
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  await emptyEmailsLinkingTo(
    db,
    retired.map((token) => token.tokenHash),
  );
}

/**
 * Uses a token exactly once (one atomic update), or says why it cannot be used:
 * TOKEN_INVALID, TOKEN_USED or TOKEN_EXPIRED. The e-mail that carried it loses its body in the
 * same transaction.
 */
export async function consumeToken(db: Transaction, token: string, purpose: TokenPurpose) {
  const tokenHash = hashToken(token);
  const [used] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), stillUsable))
    .returning();
  if (!used) return unusable(db, tokenHash, purpose);
  await emptyEmailsLinkingTo(db, [tokenHash]);
  return used;
}

/** The token's row while it could still be used, without using it. */
export async function findUsableToken(db: ReadOnlyDatabase, token: string, purpose: TokenPurpose) {
  const [usable] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose), stillUsable));
  return usable;
}

/** Whether the user holds a token of this purpose that could still be used (an e-mailed link not yet opened). */
export async function hasUsableToken(db: ReadOnlyDatabase, userId: string, purpose: TokenPurpose): Promise<boolean> {
  const [usable] = await db
    .select({ tokenHash: oneTimeTokens.tokenHash })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), stillUsable))
    .limit(1);
  return usable !== undefined;
}

/** Tells whether a token could be used now, without using it; fails as `consumeToken` would. */
export async function checkToken(db: ReadOnlyDatabase, token: string, purpose: TokenPurpose): Promise<void> {
  if (!(await findUsableToken(db, token, purpose))) await unusable(db, hashToken(token), purpose);
}

async function unusable(db: ReadOnlyDatabase, tokenHash: string, purpose: TokenPurpose): Promise<never> {
  const [known] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
  if (!known) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid.');
  if (known.usedAt) throw new AppError('TOKEN_USED', 410, 'This link was already used.');
  throw new AppError('TOKEN_EXPIRED', 410, 'This link has expired.');
}
