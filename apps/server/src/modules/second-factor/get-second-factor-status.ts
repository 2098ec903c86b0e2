import { needsSecondFactor, type PasskeySummary, type SecondFactorStatus, type SessionUser } from '@oneclick/shared';
import { asc, eq } from 'drizzle-orm';
import { setupLinkNeeded } from '../../auth/second-factors.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type PasskeyRow, passkeys, totpCredentials } from '../../db/schema/index.js';
import { countRecoveryCodesLeft } from './recovery-codes.js';

export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * How the signed-in account proves a second factor, for its profile; `sessionMaySetUp`: this
 * session opened the setup link.
 */
export async function getSecondFactorStatus(
  db: ReadOnlyDatabase,
  user: SessionUser,
  sessionMaySetUp: boolean,
): Promise<SecondFactorStatus> {
  const [[totp], keys, recoveryCodesLeft] = await Promise.all([
    db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id)),
    db.select().from(passkeys).where(eq(passkeys.userId, user.id)).orderBy(asc(passkeys.createdAt)),
    countRecoveryCodesLeft(db, user.id),
  ]);
  return {
    required: needsSecondFactor(user.role),
    totp: Boolean(totp?.confirmedAt),
    passkeys: keys.map(toPasskeySummary),
    recoveryCodesLeft,
    setupLinkNeeded: setupLinkNeeded(user.role, Boolean(totp?.confirmedAt) || keys.length > 0, sessionMaySetUp),
  };
}
