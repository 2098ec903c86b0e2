import { sql } from 'drizzle-orm';
import { loginDeviceCookies, sessions } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import { LOGIN_DEVICE_TTL_SECONDS } from './login-device-cookies.js';
import { SESSION_TTL_SECONDS, type SessionMeta } from './sessions.js';

interface SignIn {
  /** The session the browser came with, ended by the new one. */
  previousSession: string | null;
  /** The account's device cookie the browser came with, replaced by the new one. */
  replacedDevice: string | null;
  meta: SessionMeta;
  /** The sign-in proved a second factor (a code or a passkey), which admin work requires. */
  secondFactor: boolean;
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * A browser has signed in to `userId`: a new session (only its token's hash is stored) and a new
 * device cookie for the account, in one statement, since a login's statements are its cost on the
 * embedded database. The session it came with ends; the device cookie it came with is replaced, or
 * a new one added when there was none (or a login at the same moment with the same cookie replaced
 * it first).
 */
export async function signIn(
  tx: Transaction,
  userId: string,
  { previousSession, replacedDevice, meta, secondFactor }: SignIn,
): Promise<{ session: string; deviceToken: string }> {
  const session = newToken();
  const deviceToken = newToken();
  const deviceId = hashToken(deviceToken);
  const deviceExpiry = later(LOGIN_DEVICE_TTL_SECONDS);
  // Only a session to end is deleted: a delete, even of no row, announces a session change
  // (migration 0036) and every process would drop its copies of the sessions.
  const ended = previousSession
    ? sql`ended as (delete from ${sessions} where ${sessions.id} = ${previousSession}),`
    : sql``;
  await tx.execute(sql`
    with ${ended}
    replaced as (
      update ${loginDeviceCookies} set id = ${deviceId}, expires_at = ${deviceExpiry}, created_at = now()
      where ${loginDeviceCookies.id} = ${replacedDevice}
      returning 1),
    added as (
      insert into ${loginDeviceCookies} (id, user_id, expires_at)
      select ${deviceId}, ${userId}::uuid, ${deviceExpiry}::timestamptz where not exists (select from replaced))
    insert into ${sessions} (id, user_id, expires_at, ip, user_agent, second_factor_at)
    values (${hashToken(session)}, ${userId}, ${later(SESSION_TTL_SECONDS)}, ${meta.ip ?? null},
      ${meta.userAgent?.slice(0, 300) ?? null}, ${secondFactor ? new Date().toISOString() : null})`);
  return { session, deviceToken };
}
