import { generateKeyPairSync } from 'node:crypto';
import type { Server } from 'node:http';
import { apiPathOf, routes } from '@oneclick/shared';
import Provider from 'oidc-provider';
import { FACEBOOK_PROFILE_PATH, OIDC_CLIENT } from './oidc-client';

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

/** What the stand-in's accounts say about themselves: the login is the e-mail. */
function claimsOf(login: string) {
  return {
    sub: login,
    email: login.replace(UNVERIFIED_LOGIN_PREFIX, ''),
    email_verified: !login.startsWith(UNVERIFIED_LOGIN_PREFIX),
    name: nameOf(login),
  };
}

/**
 * A real OpenID provider (`oidc-provider`, the certified Node implementation) standing in for
 * Google and Facebook, on 127.0.0.1 only. Its own sign-in page takes any e-mail as the login and
 * any password; its consent page continues or cancels. For Google (OpenID Connect) the ID token
 * carries the e-mail, verified unless the login starts with UNVERIFIED_LOGIN_PREFIX, and a name
 * made from it. For Facebook (plain OAuth 2.0, no `openid` scope) the same account is read from
 * FACEBOOK_PROFILE_PATH with the access token, and an unverified e-mail is not shared, as
 * Facebook does.
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
        redirect_uris: ['google', 'facebook'].map(
          (name) => `${portalUrl}${apiPathOf(routes.auth.finishOAuth, { params: { provider: name } })}`,
        ),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Facebook's scopes, so that its plain OAuth 2.0 requests are granted like Google's.
    scopes: ['openid', 'offline_access', 'email', 'public_profile'],
    // As Google does: the ID token itself says who signed in, and whether the address is verified.
    conformIdTokenClaims: false,
    findAccount: (_ctx, login) => ({ accountId: login, claims: () => claimsOf(login) }),
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    jwks: { keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['oneclick-e2e-stand-in-cookie-key'] },
  });
  // Its warnings about the in-memory store and the built-in sign-in pages are meant: a stand-in.
  provider.on('server_error', (_ctx, error) => console.error('stand-in OpenID provider:', error));
  provider.use(async (ctx, next) => {
    if (ctx.path !== FACEBOOK_PROFILE_PATH) return next();
    const bearer = /^Bearer (\S+)$/.exec(ctx.get('authorization'))?.[1];
    const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
    if (!token?.accountId || token.isExpired) {
      ctx.status = 401;
      ctx.body = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException' } };
      return;
    }
    const { sub, email, email_verified: verified, name } = claimsOf(token.accountId);
    ctx.body = { id: sub, name, ...(verified ? { email } : {}) };
  });
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
