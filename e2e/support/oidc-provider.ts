import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { OIDC_CLIENT } from './oidc-client';

/** A login typed at the stand-in that starts with this is a Google account whose e-mail is not verified. */
export const UNVERIFIED_LOGIN_PREFIX = 'unverified.';

/** The name the stand-in gives the account an e-mail signs in as: `tuan.admin@…` is "Tuan Admin". */
export function nameOf(email: string): string {
  return email
    .split('@')[0]!
    .replace(UNVERIFIED_LOGIN_PREFIX, '')
    .split(/[.-]/)
    .filter((part) => /^[a-z]+$/i.test(part))
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * A real OpenID provider (`oidc-provider`, the certified Node implementation) standing in for
 * Google, on 127.0.0.1 only. Its own sign-in page takes any e-mail as the login and any
 * password; its consent page continues or cancels. The account's ID token carries the e-mail,
 * verified unless the login starts with UNVERIFIED_LOGIN_PREFIX, and a name made from it.
 */
export async function startOidcProvider(
  port: number,
  portalUrl: string,
): Promise<{ issuer: string; stop(): Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${portalUrl}/api/v1/auth/oauth/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the ID token itself says who signed in, and whether the address is verified.
    conformIdTokenClaims: false,
    findAccount: (_ctx, login) => ({
      accountId: login,
      claims: () => ({
        sub: login,
        email: login.replace(UNVERIFIED_LOGIN_PREFIX, ''),
        email_verified: !login.startsWith(UNVERIFIED_LOGIN_PREFIX),
        name: nameOf(login),
      }),
    }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['oneclick-e2e-stand-in-cookie-key'] },
  });
  // Its warnings about the in-memory store and the built-in sign-in pages are meant: a stand-in.
  provider.on('server_error', (_ctx, error) => console.error('stand-in OpenID provider:', error));
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
