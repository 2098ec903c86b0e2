import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { pendingSecondStep } from '../../auth/second-factors.js';
import { passkeys } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { relyingParty } from './relying-party.js';
import { keepChallenge } from './webauthn-challenges.js';
import { loadWebAuthn } from './webauthn-library.js';

/**
 * A passkey prompt: as a login's second step (its account's passkeys only), or to sign in
 * without a password (any passkey of this site, which must verify its user: a PIN or biometric).
 */
export async function startPasskeySignIn(
  deps: ModuleDeps,
  actor: Actor,
  secondStepToken: string | undefined,
): Promise<{ options: Record<string, unknown>; challengeToken: string }> {
  await deps.rateLimits.hit(`passkey-prompt:ip:${actor.ip}`, { limit: 60, windowSeconds: 15 * 60 });
  const userId = secondStepToken ? await pendingSecondStep(deps.db, secondStepToken) : null;
  const own = userId ? await deps.db.select().from(passkeys).where(eq(passkeys.userId, userId)) : [];
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).id,
    allowCredentials: own.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: userId ? 'preferred' : 'required',
  });
  const challengeToken = await deps.runUnitOfWork(actor, ({ tx }) => keepChallenge(tx, options.challenge, userId));
  return { options: options as unknown as Record<string, unknown>, challengeToken };
}
