import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { consumeToken, findUsableToken } from '../../auth/one-time-tokens.js';
import { allowSecondFactorSetup } from '../../auth/sessions.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';

/**
 * The e-mailed setup link, opened by its owner while signed in: this session may set up the
 * account's first second factor until the link would have expired. The link works once, and
 * only for the account it was sent to.
 */
export async function openSecondFactorSetupLink(
  deps: ModuleDeps,
  actor: Actor,
  input: { sessionId: string; token: string },
): Promise<void> {
  const user = signedInUser(actor);
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const usable = await findUsableToken(tx, input.token, 'second_factor_setup');
    if (usable && usable.userId !== user.id) {
      throw new AppError('TOKEN_INVALID', 400, 'This link was sent to another account.');
    }
    const used = await consumeToken(tx, input.token, 'second_factor_setup');
    await allowSecondFactorSetup(tx, input.sessionId, used.expiresAt);
    await audit({ action: 'auth.second_factor_setup_link_opened', targetId: user.id });
  });
}
