import type { Language, OAuthProvider } from '@oneclick/shared';
import * as client from 'openid-client';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { issueToken } from '../../auth/one-time-tokens.js';
import { callbackUrl, providerClient } from './oauth-clients.js';

export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/** Where to send the browser, and the state it must bring back (kept in a cookie). */
export async function startOAuth(
  deps: AuthDeps,
  actor: Actor,
  input: { provider: OAuthProvider; language: Language },
): Promise<{ url: string; state: string }> {
  const { config } = deps;
  // Each start stores a state row: anonymous starts are limited per address.
  await deps.rateLimits.hit(`oauth-start:ip:${actor.ip}`, { limit: 30, windowSeconds: 600 });
  const { configuration, scope, userinfoUrl } = await providerClient(config, input.provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = await deps.runUnitOfWork(actor, ({ tx }) =>
    issueToken(tx, {
      purpose: 'oauth_state',
      userId: null,
      ttlSeconds: OAUTH_STATE_TTL_SECONDS,
      data: { provider: input.provider, codeVerifier, nonce, language: input.language },
    }),
  );
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(config, input.provider),
    scope,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (!userinfoUrl) parameters.nonce = nonce;
  return { url: client.buildAuthorizationUrl(configuration, parameters).href, state };
}
