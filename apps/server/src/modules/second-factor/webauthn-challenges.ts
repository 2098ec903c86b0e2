import { AppError } from '../../app-error.js';
import { consumeToken, issueToken } from '../../auth/one-time-tokens.js';
import type { Transaction } from '../../db/transaction.js';

/** How long the browser has to answer a passkey prompt. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export const passkeyRefused = () =>
  new AppError('UNAUTHENTICATED', 401, 'This passkey could not be checked.', { reason: 'PASSKEY_REFUSED' });

/**
 * Keeps a WebAuthn challenge server-side under a single-use token (the browser holds the token
 * in a cookie): `userId` binds it to one account (registration, or a login's second step).
 */
export function keepChallenge(tx: Transaction, challenge: string, userId: string | null): Promise<string> {
  return issueToken(tx, {
    purpose: 'webauthn_challenge',
    userId: null,
    ttlSeconds: CHALLENGE_TTL_SECONDS,
    data: userId ? { challenge, userId } : { challenge },
  });
}

/** The challenge `token` kept, used up now; refused as PASSKEY_REFUSED when missing, used or expired. */
export async function takeChallenge(
  tx: Transaction,
  token: string | undefined,
): Promise<{ challenge: string; userId: string | null }> {
  const kept = token ? await consumeToken(tx, token, 'webauthn_challenge').catch(() => undefined) : undefined;
  if (!kept?.data?.challenge) throw passkeyRefused();
  return { challenge: kept.data.challenge, userId: kept.data.userId ?? null };
}
