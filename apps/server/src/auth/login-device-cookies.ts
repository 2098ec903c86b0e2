import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ReadOnlyDatabase } from '../db/client.js';
import { loginDeviceCookies } from '../db/schema/index.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import type { Transaction } from '../db/transaction.js';

export const LOGIN_DEVICE_COOKIE = 'oneclick_login_device';
const LOGIN_DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * The id of the device cookie `token` when it was issued to `userId` and has not expired, else
 * null: a cookie of another account, forged or tampered with counts as none.
 */
export async function findLoginDevice(
  db: ReadOnlyDatabase,
  token: string | undefined,
  userId: string,
): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [device] = await db
    .select({ id: loginDeviceCookies.id })
    .from(loginDeviceCookies)
    .where(
      and(
        eq(loginDeviceCookies.id, hashToken(token)),
        eq(loginDeviceCookies.userId, userId),
        gt(loginDeviceCookies.expiresAt, sql`now()`),
      ),
    );
  return device?.id ?? null;
}

/** A new device cookie for `userId` after a login with its password; the one the browser came with ends. */
export async function issueLoginDevice(db: Transaction, userId: string, replacedId: string | null): Promise<string> {
  if (replacedId) await db.delete(loginDeviceCookies).where(eq(loginDeviceCookies.id, replacedId));
  const token = newToken();
  await db.insert(loginDeviceCookies).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_DEVICE_TTL_SECONDS * 1000),
  });
  return token;
}

/** Sent only to the login call, the one place it is read. */
export function setLoginDeviceCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(LOGIN_DEVICE_COOKIE, token, {
    path: '/api/v1/auth/login',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: LOGIN_DEVICE_TTL_SECONDS,
  });
}
