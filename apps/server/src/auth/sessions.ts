import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { ReadOnlyDatabase } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import { hashToken, newToken } from '../utils/secure-token.js';
import { secondFactorColumns } from './second-factor-columns.js';
import type { Transaction } from '../db/transaction.js';

export const SESSION_COOKIE = 'oneclick_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** The row a session opened with `token` is stored as: only the token's hash, never the token. */
export function newSessionRow(token: string, userId: string, meta: SessionMeta, secondFactor: boolean) {
  return {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    secondFactorAt: secondFactor ? new Date() : null,
  };
}

/**
 * Starts a session and returns the cookie's token (only its hash is stored). `secondFactor`:
 * the sign-in proved a second factor (a code or a passkey), which admin work requires.
 */
export async function createSession(
  db: Transaction,
  userId: string,
  meta: SessionMeta,
  secondFactor: boolean,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values(newSessionRow(token, userId, meta, secondFactor));
  return token;
}

/** What a session's cookie stands for: its account, and what the session has proved or may do. */
export interface FoundSession {
  sessionId: string;
  user: UserRow;
  /** The session proved a second factor, and the account still has one. */
  secondFactor: boolean;
  /** The session may set up the account's first second factor (it opened the setup link). */
  secondFactorSetup: boolean;
}

/** A session as read from the database, which `sessionAt` turns into what it stands for at a moment. */
export interface SessionRecord {
  sessionId: string;
  user: UserRow;
  secondFactor: boolean;
  /** Until when the session may set up the account's first second factor; null when it may not. */
  secondFactorSetupUntil: Date | null;
  expiresAt: Date;
}

/** The unexpired session whose id (its token's hash) is `sessionId`, with its account. */
export async function readSession(db: ReadOnlyDatabase, sessionId: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      user: users,
      secondFactorAt: sessions.secondFactorAt,
      setupUntil: sessions.secondFactorSetupUntil,
      expiresAt: sessions.expiresAt,
      ...secondFactorColumns(db, users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  // A proof outlives neither the factor it proved nor the account's last factor.
  const hasSecondFactor = row.hasTotp || row.hasPasskey;
  return {
    sessionId,
    user: row.user,
    secondFactor: row.secondFactorAt !== null && hasSecondFactor,
    secondFactorSetupUntil: hasSecondFactor ? null : row.setupUntil,
    expiresAt: row.expiresAt,
  };
}

/** What a session stands for at `now`: nothing once it has expired. */
export function sessionAt(record: SessionRecord, now: Date): FoundSession | null {
  if (record.expiresAt <= now) return null;
  return {
    sessionId: record.sessionId,
    user: record.user,
    secondFactor: record.secondFactor,
    secondFactorSetup: record.secondFactorSetupUntil !== null && record.secondFactorSetupUntil > now,
  };
}

/** The session has just proved a second factor (its first enrolment). */
export async function markSessionSecondFactor(db: Transaction, sessionId: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Transaction, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The account has lost its last second factor: none of its sessions counts as having proved one. */
export async function forgetSecondFactorProofs(db: Transaction, userId: string): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}

/** This session may set up the account's first second factor until `until` (it opened the setup link). */
export async function allowSecondFactorSetup(db: Transaction, sessionId: string, until: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorSetupUntil: until }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except the one that asked (after a password change). */
export async function revokeUserSessions(db: Transaction, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
