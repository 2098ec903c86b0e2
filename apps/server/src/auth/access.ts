import { type Access, authFlags, needsSecondFactor, ROLES, type SessionUser } from '@oneclick/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** The contract entry it was registered from (`module.operation`), if it was. */
  operation?: string;
  /** The route's body schema, for the tests that call every route (the fuzz test). */
  body?: z.ZodType;
}

/** Whether a signed-in user passes a route's declared access (editors' languages are checked per item). */
export function grants(access: Exclude<Access, 'public' | 'device'>, user: SessionUser): boolean {
  const flags = authFlags(user);
  switch (access) {
    case 'user':
      return true;
    case 'editor':
      return flags.isEditor;
    case 'reseller':
      return flags.isReseller;
    case 'staff':
      return flags.isAdmin || flags.isReseller;
    case 'admin':
      return flags.isAdmin;
    case 'superAdmin':
      return user.role === ROLES.superAdmin;
  }
}

async function checkAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (access === undefined || access === 'public') return;
  if (access === 'device') {
    if (!request.device) throw new AppError('UNAUTHENTICATED', 401, 'Sign in from the software to continue.');
    return;
  }
  if (!request.user) throw new AppError('UNAUTHENTICATED', 401, 'Log in to continue.');
  if (!grants(access, request.user)) throw new AppError('FORBIDDEN', 403, 'Your account may not do this.');
  // A stolen admin password alone must not open staff work: the session must have proved a second factor.
  if (access !== 'user' && needsSecondFactor(request.user.role) && !request.user.secondFactor) {
    throw new AppError('FORBIDDEN', 403, 'Set up and use a second factor to do staff work.', {
      reason: 'SECOND_FACTOR_REQUIRED',
    });
  }
}

/**
 * Makes access part of every API route: a route under `apiPrefix` without `config.access`
 * stops the app from starting, and each request is checked before its input is read.
 * Returns the table of declared routes (the access test walks it).
 */
export function registerAccess(app: FastifyInstance, apiPrefix: string): DeclaredRoute[] {
  const table: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`) || route.url.startsWith(`${apiPrefix}/docs`)) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          access,
          operation: route.config?.operation,
          body: route.schema?.body as z.ZodType,
        });
    }
  });
  app.addHook('preValidation', checkAccess);
  return table;
}
