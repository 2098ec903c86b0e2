import { DEVICE_TOKEN_IDLE_DAYS } from '@oneclick/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../db/client.js';
import { deviceTokens } from '../db/schema/index.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import type { Transaction } from '../db/transaction.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A machine signed in through the device flow: its token, its user, its fingerprint. */
export interface DeviceSession {
  tokenId: string;
  userId: string;
  fingerprint: string;
}

/** Tokens last used before this instant have expired. */
function deviceTokenCutoff(): Date {
  return new Date(Date.now() - DEVICE_TOKEN_IDLE_DAYS * DAY_MS);
}

/** The machine a bearer token belongs to, unless the token was revoked or has gone unused too long. */
export async function findDeviceSession(db: ReadOnlyDatabase, token: string): Promise<DeviceSession | null> {
  const [row] = await db
    .select({ tokenId: deviceTokens.id, userId: deviceTokens.userId, fingerprint: deviceTokens.fingerprint })
    .from(deviceTokens)
    .where(
      and(
        eq(deviceTokens.tokenHash, hashToken(token)),
        isNull(deviceTokens.revokedAt),
        gt(deviceTokens.lastUsedAt, deviceTokenCutoff()),
      ),
    );
  return row ?? null;
}

/** A new device token for a user's machine; only its hash is kept. */
export async function createDeviceToken(db: Transaction, userId: string, fingerprint: string): Promise<string> {
  const token = newToken();
  await db.insert(deviceTokens).values({ tokenHash: hashToken(token), userId, fingerprint });
  return token;
}

/** A licence call renews the token: it expires DEVICE_TOKEN_IDLE_DAYS after the machine's latest. */
export async function renewDeviceToken(db: Transaction, tokenId: string): Promise<void> {
  await db.update(deviceTokens).set({ lastUsedAt: new Date() }).where(eq(deviceTokens.id, tokenId));
}

/** Signs a machine out: its tokens stop working, and it must go through the device flow again. */
export async function revokeDeviceTokens(db: Transaction, userId: string, fingerprint: string): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(deviceTokens.userId, userId), eq(deviceTokens.fingerprint, fingerprint), isNull(deviceTokens.revokedAt)),
    );
}

/** Signs every machine of the account out (a new password): each must go through the device flow again. */
export async function revokeAccountDeviceTokens(db: Transaction, userId: string): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(deviceTokens.userId, userId), isNull(deviceTokens.revokedAt)));
}
