import { needsSecondFactor, type RoleCode, type SecondFactorMethod } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { AppError } from '../app-error.js';
import type { Config } from '../config.js';
import type { ReadOnlyDatabase } from '../db/client.js';
import { passkeys, recoveryCodes, totpCredentials, type UserRow, users } from '../db/schema/index.js';
import { recipientOf } from '../mail/render-email.js';
import type { UnitOfWork } from '../service-core/unit-of-work.js';
import { withinRateLimit } from '../service-core/rate-limit.js';
import { methodsOf, secondFactorColumns } from './second-factor-columns.js';
import { consumeToken, findUsableToken, hasUsableToken, issueToken, retireTokens } from './one-time-tokens.js';
import { revokeUserSessions } from './sessions.js';
import type { Transaction } from '../db/transaction.js';
import { secondFactorEmails } from './second-factor-emails.js';

/** A sign-in that proved a second factor: its session's token, and the browser's new device cookie. */
export interface SignedIn {
  user: UserRow;
  token: string;
  deviceToken: string;
}

/** The cookie that carries a login's pending second step (password right, factor still due). */
export const SECOND_STEP_COOKIE = 'oneclick_second_step';
export const SECOND_STEP_TTL_SECONDS = 10 * 60;
const SECOND_STEP_COOKIE_PATH = '/api/v1/auth';

/** The second factors of the account `userId`, read in one statement (`methodsOf`). */
export async function secondFactorMethods(db: ReadOnlyDatabase, userId: string): Promise<SecondFactorMethod[]> {
  const [found] = await db.select(secondFactorColumns(db, users.id)).from(users).where(eq(users.id, userId));
  return found ? methodsOf(found) : [];
}

/** How long the e-mailed link that lets a session set up an admin account's first second factor lasts. */
export const SETUP_LINK_TTL_SECONDS = 30 * 60;
/** Setup links an account may be e-mailed in an hour, as for password resets. */
export const SETUP_LINK_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * An admin account's first second factor is set up only from a session that opened the e-mailed
 * setup link (or the first super admin's setup link): a stolen password without the mailbox
 * cannot enrol the thief's authenticator.
 */
export function setupLinkNeeded(role: RoleCode, hasFactor: boolean, sessionMaySetUp: boolean): boolean {
  return needsSecondFactor(role) && !hasFactor && !sessionMaySetUp;
}

/**
 * E-mails the account the link that lets a session set up its first second factor (30 minutes,
 * single use, audited); an earlier link stops working.
 */
export async function mailSecondFactorSetupLink(uow: UnitOfWork, user: UserRow): Promise<void> {
  const token = await issueToken(uow.tx, {
    purpose: 'second_factor_setup',
    userId: user.id,
    ttlSeconds: SETUP_LINK_TTL_SECONDS,
  });
  await uow.audit({ action: 'auth.second_factor_setup_link_sent', targetId: user.id, actorUserId: user.id });
  await uow.mail(secondFactorEmails.secondFactorSetupLink, recipientOf(user), { token });
}

/**
 * A sign-in of an admin account with no second factor: the setup link goes out unless one
 * already waits in the mailbox (the owner may be opening it in another browser right now).
 */
export async function offerSecondFactorSetup(
  uow: UnitOfWork,
  user: UserRow,
  methods: SecondFactorMethod[],
): Promise<void> {
  if (!setupLinkNeeded(user.role as RoleCode, methods.length > 0, false)) return;
  if (await hasUsableToken(uow.tx, user.id, 'second_factor_setup')) return;
  if (!(await withinRateLimit(uow.tx, `second-factor-setup-link:user:${user.id}`, SETUP_LINK_LIMIT))) return;
  await mailSecondFactorSetupLink(uow, user);
}

/**
 * Takes every second factor away from an account and signs it out everywhere, audited and
 * e-mailed to its owner: a super admin's reset (`by` names them), or the server's terminal.
 */
export async function resetSecondFactors(
  uow: UnitOfWork,
  config: Config,
  target: UserRow,
  by: { admin: string } | 'terminal',
): Promise<void> {
  await uow.tx.delete(totpCredentials).where(eq(totpCredentials.userId, target.id));
  await uow.tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, target.id));
  await uow.tx.delete(passkeys).where(eq(passkeys.userId, target.id));
  await revokeUserSessions(uow.tx, target.id);
  await uow.audit({
    action: 'users.second_factor_reset',
    targetId: target.id,
    details: { via: by === 'terminal' ? 'terminal' : 'admin' },
  });
  await uow.mail(
    secondFactorEmails.secondFactorChanged,
    recipientOf(target),
    by === 'terminal'
      ? { change: 'resetFromTerminal', at: new Date() }
      : { change: 'reset', at: new Date(), admin: by.admin },
  );
}

export function setSecondStepCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SECOND_STEP_COOKIE, token, {
    path: SECOND_STEP_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: SECOND_STEP_TTL_SECONDS,
  });
}

export function clearSecondStepCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SECOND_STEP_COOKIE, { path: SECOND_STEP_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}

/**
 * A login's password was right and the account has a second factor: the step still due, as a
 * single-use token for the browser's cookie (no session exists until the factor is proved).
 */
export function startSecondStep(tx: Transaction, userId: string): Promise<string> {
  // Each browser's login waits for its own second step: a login begun elsewhere (by the owner on
  // another computer, or by someone who has the password) does not cancel it.
  return issueToken(tx, { purpose: 'second_factor', userId, ttlSeconds: SECOND_STEP_TTL_SECONDS, supersedes: false });
}

/** A new password cancels the second steps begun with the old one: no session can start from it. */
export function cancelSecondSteps(tx: Transaction, userId: string): Promise<void> {
  return retireTokens(tx, userId, 'second_factor');
}

/** The account whose second step `token` is waiting for, or 401 SECOND_FACTOR_EXPIRED. */
export async function pendingSecondStep(db: ReadOnlyDatabase, token: string | undefined): Promise<string> {
  const pending = token ? await findUsableToken(db, token, 'second_factor') : undefined;
  if (!pending?.userId) throw secondStepExpired();
  return pending.userId;
}

/** Ends the second step once the factor is proved; a step already ended (a race, a replay) is expired. */
export async function finishSecondStep(tx: Transaction, token: string, userId: string): Promise<void> {
  const used = await consumeToken(tx, token, 'second_factor').catch(() => undefined);
  if (used?.userId !== userId) throw secondStepExpired();
}

const secondStepExpired = () =>
  new AppError('LOGIN_FAIL', 401, 'The sign-in took too long. Enter your e-mail and password again.', {
    reason: 'SECOND_FACTOR_EXPIRED',
  });
