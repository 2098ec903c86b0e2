import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { ReadOnlyDatabase } from '../db/client.js';
import { loginDeviceCookies } from '../db/schema/index.js';
import { hashToken } from '../utils/secure-token.js';

export const LOGIN_DEVICE_COOKIE = 'oneclick_login_device';
export const LOGIN_DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/** A token no device cookie can have: none given, or longer than any issued. */
const unusable = (token: string | undefined): token is undefined => !token || token.length > 100;

/** `token` is a device cookie issued to the account `userId` (an id, or a column of a query) that has not expired. */
function liveDeviceCookie(token: string, userId: string | AnyPgColumn) {
  return and(
    eq(loginDeviceCookies.id, hashToken(token)),
    eq(loginDeviceCookies.userId, userId),
    gt(loginDeviceCookies.expiresAt, sql`now()`),
  );
}

/**
 * The id of the device cookie `token` when it was issued to `userId` and has not expired, else
 * null: a cookie of another account, forged or tampered with counts as none.
 */
export async function findLoginDevice(
  db: ReadOnlyDatabase,
  token: string | undefined,
  userId: string,
): Promise<string | null> {
  if (unusable(token)) return null;
  const [device] = await db
    .select({ id: loginDeviceCookies.id })
    .from(loginDeviceCookies)
    .where(liveDeviceCookie(token, userId));
  return device?.id ?? null;
}

/** What `findLoginDevice` answers, as a column of a query on the users (`userId` its column). */
export function loginDeviceColumn(
  db: ReadOnlyDatabase,
  token: string | undefined,
  userId: AnyPgColumn,
): SQL<string | null> {
  if (unusable(token)) return sql<null>`null`;
  const device = db
    .select({ id: loginDeviceCookies.id })
    .from(loginDeviceCookies)
    .where(liveDeviceCookie(token, userId));
  return sql<string | null>`(${device})`;
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
