import { sql } from 'drizzle-orm';
import { loginDeviceCookies, sessions } from '../db/schema/index.js';
import type { Transaction } from '../db/transaction.js';
import { type Success, takeBackHits } from '../service-core/rate-limit.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import { LOGIN_DEVICE_TTL_SECONDS } from './login-device-cookies.js';
import { newSessionRow, type SessionMeta } from './sessions.js';

interface SignIn {
  /** The session the browser came with, ended by the new one. */
  previousSession: string | null;
  /** The account's device cookie the browser came with, replaced by the new one. */
  replacedDevice: string | null;
  meta: SessionMeta;
  /** The sign-in proved a second factor (a code or a passkey), which admin work requires. */
  secondFactor: boolean;
  /** The attempt's rate-limit counts it takes back, when it was counted (a password or a code). */
  succeeded?: Success;
}

/**
 * A browser has signed in to `userId`: a new session (only its token's hash is stored) and a new
 * device cookie for the account, in one statement, since a login's statements are its cost on the
 * embedded database. The session it came with ends; the device cookie it came with is replaced, or
 * a new one added when there was none (or a login at the same moment with the same cookie replaced
 * it first); the attempt's rate-limit counts are taken back, so only when the sign-in commits.
 */
export async function signIn(
  tx: Transaction,
  userId: string,
  { previousSession, replacedDevice, meta, secondFactor, succeeded }: SignIn,
): Promise<{ session: string; deviceToken: string }> {
  const session = newToken();
  const deviceToken = newToken();
  const deviceId = hashToken(deviceToken);
  const deviceExpiry = new Date(Date.now() + LOGIN_DEVICE_TTL_SECONDS * 1000).toISOString();
  const row = newSessionRow(session, userId, meta, secondFactor);
  // Only a session to end is deleted: a delete, even of no row, announces a session change
  // (migration 0036) and every process would drop its copies of the sessions.
  const ended = previousSession
    ? sql`ended as (delete from ${sessions} where ${sessions.id} = ${previousSession}),`
    : sql``;
  const takenBack = succeeded ? sql`${takeBackHits(succeeded)},` : sql``;
  await tx.execute(sql`
    with ${ended} ${takenBack}
    replaced as (
      update ${loginDeviceCookies} set id = ${deviceId}, expires_at = ${deviceExpiry}, created_at = now()
      where ${loginDeviceCookies.id} = ${replacedDevice}
      returning 1),
    added as (
      insert into ${loginDeviceCookies} (id, user_id, expires_at)
      select ${deviceId}, ${userId}::uuid, ${deviceExpiry}::timestamptz where not exists (select from replaced))
    insert into ${sessions} (id, user_id, expires_at, ip, user_agent, second_factor_at)
    values (${row.id}, ${row.userId}, ${row.expiresAt.toISOString()}, ${row.ip}, ${row.userAgent},
      ${row.secondFactorAt?.toISOString() ?? null})`);
  return { session, deviceToken };
}
