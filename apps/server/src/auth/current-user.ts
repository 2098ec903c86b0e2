import cookie from '@fastify/cookie';
import type { SessionUser } from '@oneclick/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';
import type { ReadOnlyDatabase } from '../db/client.js';
import type { Actor } from '../service-core/unit-of-work.js';
import { type DeviceSession, findDeviceSession } from './device-sessions.js';
import type { SessionCache } from './session-cache.js';
import { type FoundSession, SESSION_COOKIE } from './sessions.js';
import { toSessionUser } from './session-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per API request from the session cookie. */
    user: SessionUser | null;
    sessionId: string | null;
    /** The session may set up the account's first second factor (it opened the setup link). */
    secondFactorSetup: boolean;
    /** The signed-in machine, or null. Loaded from a device token sent as a bearer token. */
    device: DeviceSession | null;
  }
}

/**
 * Reads the session cookie on every request to an API route (decided on the routed path), through
 * the process's copies of the sessions it has read.
 */
export async function registerCurrentUser(
  app: FastifyInstance,
  db: ReadOnlyDatabase,
  sessions: SessionCache,
  apiPrefix: string,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('secondFactorSetup', false);
  app.decorateRequest('device', null);
  // A callback hook that goes asynchronous only when there is a session to read or a device to look
  // up: pages, assets, anonymous reads and sessions this process keeps pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith(`${apiPrefix}/`)) return done();
    const bearer = /^Bearer ([\w-]{1,100})$/.exec(request.headers.authorization ?? '')?.[1];
    // A payment webhook speaks for the payment service, never for a browser's session.
    const token = request.routeOptions.config.webhook ? undefined : request.cookies[SESSION_COOKIE];
    const session = token && token.length <= 100 ? token : undefined;
    if (bearer) return void loadCaller(request, bearer, session).then(() => done(), done);
    if (!session) return done();
    const found = sessions.find(session);
    if (!(found instanceof Promise)) {
      applySession(request, found);
      return done();
    }
    found.then((read) => {
      applySession(request, read);
      done();
    }, done);
  });

  async function loadCaller(request: FastifyRequest, bearer: string, session?: string): Promise<void> {
    request.device = await findDeviceSession(db, bearer);
    if (session) applySession(request, await sessions.find(session));
  }
}

function applySession(request: FastifyRequest, found: FoundSession | null): void {
  if (!found) return;
  request.user = toSessionUser(found.user, found.secondFactor);
  request.sessionId = found.sessionId;
  request.secondFactorSetup = found.secondFactorSetup;
}

/** The signed-in user inside a route that declared access for users. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 401, 'Log in to continue.');
  return request.user;
}

/** The signed-in machine inside a route that declared `device` access. */
export function currentDevice(request: FastifyRequest): DeviceSession {
  if (!request.device) throw new AppError('UNAUTHENTICATED', 401, 'Sign in from the software to continue.');
  return request.device;
}

/** Who is asking, for the unit of work. */
export function actorOf(request: FastifyRequest): Actor {
  return { user: request.user, ip: request.ip, userAgent: request.headers['user-agent'], log: request.log };
}
