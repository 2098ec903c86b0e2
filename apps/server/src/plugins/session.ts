import cookie from '@fastify/cookie';
import { authFlags, type SessionUser } from '@oneclick/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { AppDeps } from '../app-deps.js';
import { findSessionUser, SESSION_COOKIE, SESSION_TTL_SECONDS } from '../modules/auth/sessions.js';
import { toSessionUser } from '../modules/auth/session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per API request from the session cookie. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/** Reads the session cookie on every API request. */
export async function registerSession(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const found = await findSessionUser(db, token);
    if (!found) return;
    request.user = toSessionUser(found.user);
    request.sessionId = found.sessionId;
  });
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

/** Route guard: only signed-in users. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 401, 'Log in to continue.');
}

/** The signed-in user inside a guarded handler. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 401, 'Log in to continue.');
  return request.user;
}

/** Route guard: admins (roles 0 and 1) only. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!authFlags(user).isAdmin) throw new AppError('FORBIDDEN', 403, 'Only administrators may do this.');
}

/** Route guard: editors only; which languages they may touch is checked per item. */
export async function requireEditor(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!user.editor) throw new AppError('FORBIDDEN', 403, 'Only editors may do this.');
}
