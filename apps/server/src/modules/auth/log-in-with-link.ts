import { findLoginDevice } from '../../auth/login-device-cookies.js';
import { consumeToken } from '../../auth/one-time-tokens.js';
import { offerSecondFactorSetup, secondFactorMethods, startSecondStep } from '../../auth/second-factors.js';
import { signIn } from '../../auth/sign-in.js';
import { findUserById } from '../../auth/users.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import type { LogInResult } from './log-in.js';

/**
 * Signs in with the e-mailed link, which stands for the password: once, within its 15 minutes.
 * An account with a second factor is asked for it next, as after a password. The browser gets
 * the account's device cookie, so its own password attempts are judged by its own failures.
 */
export async function logInWithLink(
  deps: AuthDeps,
  actor: Actor,
  input: { token: string; previousSessionId: string | null; deviceToken: string | undefined },
): Promise<LogInResult> {
  return deps.runUnitOfWork(actor, async (uow): Promise<LogInResult> => {
    const { tx } = uow;
    const used = await consumeToken(tx, input.token, 'login_link');
    const user = (await findUserById(tx, used.userId!))!;
    const methods = await secondFactorMethods(tx, user.id);
    if (methods.length > 0) return { user, secondStep: { token: await startSecondStep(tx, user.id), methods } };
    await offerSecondFactorSetup(uow, user, methods);
    const signedIn = await signIn(tx, user.id, {
      previousSession: input.previousSessionId,
      replacedDevice: await findLoginDevice(tx, input.deviceToken, user.id),
      meta: actor,
      secondFactor: false,
    });
    return { user, ...signedIn };
  });
}
