import { revokeSession } from '../../auth/sessions.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';

/** Ends the session the browser came with, if it has one. */
export async function logOut(deps: AuthDeps, actor: Actor, sessionId: string | null): Promise<void> {
  if (!sessionId) return;
  await deps.runUnitOfWork(actor, ({ tx }) => revokeSession(tx, sessionId));
}
