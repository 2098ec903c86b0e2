import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { findLoginDevice } from '../../auth/login-device-cookies.js';
import { finishSecondStep, type SignedIn } from '../../auth/second-factors.js';
import { signIn } from '../../auth/sign-in.js';
import { findUserById } from '../../auth/users.js';
import { passkeys } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { relyingParty } from './relying-party.js';
import { passkeyRefused, takeChallenge } from './webauthn-challenges.js';
import { loadWebAuthn } from './webauthn-library.js';

export interface PasskeySignIn {
  answer: unknown;
  challengeToken: string | undefined;
  secondStepToken: string | undefined;
  previousSessionId: string | null;
  deviceToken: string | undefined;
}

/**
 * Checks the passkey's answer to the challenge this browser was given and starts a session that
 * has proved a second factor: the login's second step (the passkey must be that account's), or a
 * sign-in on its own, where the authenticator verified its user.
 */
export async function signInWithPasskey(deps: ModuleDeps, actor: Actor, input: PasskeySignIn): Promise<SignedIn> {
  await deps.rateLimits.hit(`passkey-sign-in:ip:${actor.ip}`, { limit: 30, windowSeconds: 15 * 60 });
  const rp = relyingParty(deps.config);
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  return deps.runUnitOfWork(actor, async ({ tx }) => {
    const { challenge, userId } = await takeChallenge(tx, input.challengeToken);
    const answer = input.answer as AuthenticationResponseJSON;
    const [key] = await tx.select().from(passkeys).where(eq(passkeys.credentialId, answer.id)).for('update');
    if (!key || (userId && key.userId !== userId)) throw passkeyRefused();
    const verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports,
      },
      requireUserVerification: !userId,
    }).catch(() => ({ verified: false, authenticationInfo: undefined }));
    if (!verification.verified || !verification.authenticationInfo) throw passkeyRefused();
    await tx
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(passkeys.id, key.id));
    const user = (await findUserById(tx, key.userId))!;
    if (!user.emailVerifiedAt) {
      throw new AppError('LOGIN_FAIL', 403, 'Verify your e-mail address before logging in.', {
        reason: 'EMAIL_NOT_VERIFIED',
      });
    }
    if (userId) await finishSecondStep(tx, input.secondStepToken ?? '', userId);
    const { session, deviceToken } = await signIn(tx, user.id, {
      previousSession: input.previousSessionId,
      replacedDevice: await findLoginDevice(tx, input.deviceToken, user.id),
      meta: actor,
      secondFactor: true,
    });
    return { user, token: session, deviceToken };
  });
}
