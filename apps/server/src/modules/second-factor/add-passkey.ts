import type { PasskeySummary, RecoveryCodes } from '@oneclick/shared';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { passkeys } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { toPasskeySummary } from './get-second-factor-status.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { relyingParty } from './relying-party.js';
import { type EnrollingSession, firstFactorEnrolled, lockForSecondFactorChange } from './second-factor-changes.js';
import { passkeyRefused, takeChallenge } from './webauthn-challenges.js';
import { recipientOf } from '../../mail/render-email.js';
import { secondFactorEmails } from '../../auth/second-factor-emails.js';
import { loadWebAuthn } from './webauthn-library.js';

export interface AddPasskeyInput {
  session: EnrollingSession;
  challengeToken: string | undefined;
  name: string;
  answer: unknown;
}

/**
 * Keeps the passkey the browser created for the challenge this account was given (audited and
 * e-mailed); as the account's first second factor it brings ten recovery codes, shown once.
 */
export async function addPasskey(
  deps: ModuleDeps,
  actor: Actor,
  input: AddPasskeyInput,
): Promise<{ passkey: PasskeySummary } & RecoveryCodes> {
  const user = signedInUser(actor);
  const rp = relyingParty(deps.config);
  const { verifyRegistrationResponse } = await loadWebAuthn();
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const { account, methods } = await lockForSecondFactorChange(tx, user, input.session);
    const { challenge, userId } = await takeChallenge(tx, input.challengeToken);
    if (userId !== user.id) throw passkeyRefused();
    const verification = await verifyRegistrationResponse({
      response: input.answer as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) throw passkeyRefused();
    const { credential } = verification.registrationInfo;
    const [added] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError('CONFLICT', 409, 'This passkey is registered already.');
    const first = methods.length === 0;
    const codes = first ? await issueRecoveryCodes(tx, user.id) : [];
    if (first) await firstFactorEnrolled(tx, user.id, input.session.id);
    await audit({ action: 'auth.passkey_added', targetId: user.id, details: { name: input.name } });
    await mail(secondFactorEmails.secondFactorChanged, recipientOf(account), {
      change: 'passkeyAdded',
      at: new Date(),
      name: input.name,
    });
    return { passkey: toPasskeySummary(added), codes };
  });
}
