import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { passkeys } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { relyingParty } from './relying-party.js';
import { type EnrollingSession, lockForSecondFactorChange } from './second-factor-changes.js';
import { keepChallenge } from './webauthn-challenges.js';
import { loadWebAuthn } from './webauthn-library.js';

/**
 * What the browser needs to create a passkey for the signed-in account: a discoverable
 * credential (so it can also sign in without the password), none of the account's own again.
 */
export async function startPasskeyRegistration(
  deps: ModuleDeps,
  actor: Actor,
  session: EnrollingSession,
): Promise<{ options: Record<string, unknown>; challengeToken: string }> {
  const user = signedInUser(actor);
  const rp = relyingParty(deps.config);
  const { generateRegistrationOptions } = await loadWebAuthn();
  return deps.runUnitOfWork(actor, async ({ tx }) => {
    await lockForSecondFactorChange(tx, user, session);
    const own = await tx.select().from(passkeys).where(eq(passkeys.userId, user.id));
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: own.map((key) => ({ id: key.credentialId, transports: key.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challengeToken = await keepChallenge(tx, options.challenge, user.id);
    return { options: options as unknown as Record<string, unknown>, challengeToken };
  });
}
