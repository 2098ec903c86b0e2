import { createHash, randomInt } from 'node:crypto';
import { formatRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const hashOf = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** A fresh set of recovery codes replaces the old one; returns them as shown to the user, once. */
export async function issueRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes.map(formatRecoveryCode);
}

/** Spends one recovery code (one conditional update, so two sign-ins at once cannot both use it). */
export async function spendRecoveryCode(tx: Transaction, userId: string, code: string): Promise<boolean> {
  const spent = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function countRecoveryCodesLeft(db: ReadOnlyDatabase, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row!.n;
}
