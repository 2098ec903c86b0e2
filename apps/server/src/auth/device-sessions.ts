import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { deviceTokens } from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/secure-token.js';

/** A machine signed in through the device flow: its token, its user, its fingerprint. */
export interface DeviceSession {
  tokenId: string;
  userId: string;
  fingerprint: string;
}

/** The machine a bearer token belongs to, unless its seat was freed since (the token is revoked then). */
export async function findDeviceSession(db: Database, token: string): Promise<DeviceSession | null> {
  const [row] = await db
    .select({ tokenId: deviceTokens.id, userId: deviceTokens.userId, fingerprint: deviceTokens.fingerprint })
    .from(deviceTokens)
    .where(and(eq(deviceTokens.tokenHash, hashToken(token)), isNull(deviceTokens.revokedAt)));
  return row ?? null;
}

/** A new device token for a user's machine; only its hash is kept. */
export async function createDeviceToken(db: Database, userId: string, fingerprint: string): Promise<string> {
  const token = newToken();
  await db.insert(deviceTokens).values({ tokenHash: hashToken(token), userId, fingerprint });
  return token;
}

/** Signs a machine out: its tokens stop working, and it must go through the device flow again. */
export async function revokeDeviceTokens(db: Database, userId: string, fingerprint: string): Promise<void> {
  await db
    .update(deviceTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(deviceTokens.userId, userId), eq(deviceTokens.fingerprint, fingerprint), isNull(deviceTokens.revokedAt)),
    );
}
