import { type Language, type OAuthProvider } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';
import { oauthAccounts, oneTimeTokens, type UserRow, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { createSession, revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';

const STATE_TTL_SECONDS = 10 * 60;

interface ProviderClient {
  configuration: client.Configuration;
  scope: string;
  /** Google speaks OpenID Connect (ID token); Facebook plain OAuth 2.0 with a profile endpoint. */
  userinfoUrl?: string;
}

interface Profile {
  subject: string;
  email: string;
  name: string;
}

function insecureForLocalTesting(url: string): client.DiscoveryRequestOptions | undefined {
  return url.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined;
}

const clients = new Map<string, Promise<ProviderClient>>();

/** The configured providers, for the login screen. */
export function configuredProviders(config: Config): OAuthProvider[] {
  return (['google', 'facebook'] as const).filter((provider) => config.oauth[provider] !== undefined);
}

async function createProviderClient(config: Config, provider: OAuthProvider): Promise<ProviderClient> {
  if (provider === 'google' && config.oauth.google) {
    const { clientId, clientSecret, issuer } = config.oauth.google;
    const configuration = await client.discovery(
      new URL(issuer),
      clientId,
      clientSecret,
      undefined,
      insecureForLocalTesting(issuer),
    );
    return { configuration, scope: 'openid email profile' };
  }
  if (provider === 'facebook' && config.oauth.facebook) {
    const { clientId, clientSecret, authorizationUrl, tokenUrl, userinfoUrl } = config.oauth.facebook;
    const configuration = new client.Configuration(
      { issuer: new URL(authorizationUrl).origin, authorization_endpoint: authorizationUrl, token_endpoint: tokenUrl },
      clientId,
      clientSecret,
    );
    if (authorizationUrl.startsWith('http://')) client.allowInsecureRequests(configuration);
    return { configuration, scope: 'email public_profile', userinfoUrl };
  }
  throw new AppError('NOT_FOUND', 404, `Sign-in with ${provider} is not configured.`);
}

function providerClient(config: Config, provider: OAuthProvider): Promise<ProviderClient> {
  const key = `${provider}:${JSON.stringify(config.oauth[provider])}`;
  let found = clients.get(key);
  if (!found) {
    found = createProviderClient(config, provider);
    found.catch(() => clients.delete(key));
    clients.set(key, found);
  }
  return found;
}

export function callbackUrl(config: Config, provider: OAuthProvider): string {
  return `${config.publicUrl}/api/v1/auth/oauth/${provider}/callback`;
}

/** Where to send the browser, and the state it must bring back (kept in a cookie). */
export async function startOAuth(
  { config, db }: AuthDeps,
  provider: OAuthProvider,
  language: Language,
): Promise<{ url: string; state: string }> {
  const { configuration, scope, userinfoUrl } = await providerClient(config, provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = await issueToken(db, {
    purpose: 'oauth_state',
    userId: null,
    ttlSeconds: STATE_TTL_SECONDS,
    data: { provider, codeVerifier, nonce, language },
  });
  const parameters: Record<string, string> = {
    redirect_uri: callbackUrl(config, provider),
    scope,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (!userinfoUrl) parameters.nonce = nonce;
  return { url: client.buildAuthorizationUrl(configuration, parameters).href, state };
}

async function fetchProfile(
  provider: ProviderClient,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<Profile> {
  if (!provider.userinfoUrl) {
    const claims = tokens.claims();
    if (!claims?.sub || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new AppError('LOGIN_FAIL', 403, 'The provider did not confirm a verified e-mail address.');
    }
    return {
      subject: claims.sub,
      email: claims.email,
      name: typeof claims.name === 'string' ? claims.name : claims.email,
    };
  }
  const response = await client.fetchProtectedResource(
    provider.configuration,
    tokens.access_token,
    new URL(provider.userinfoUrl),
    'GET',
  );
  const body = (await response.json()) as { id?: unknown; sub?: unknown; email?: unknown; name?: unknown };
  const subject = String(body.id ?? body.sub ?? '');
  // Facebook returns an e-mail address only once its owner has confirmed it.
  if (!subject || typeof body.email !== 'string') {
    throw new AppError('LOGIN_FAIL', 403, 'The provider did not share an e-mail address.');
  }
  return { subject, email: body.email, name: typeof body.name === 'string' ? body.name : body.email };
}

/**
 * Finishes the provider's redirect: checks the state against the browser's cookie and the
 * server's record, exchanges the code (PKCE), then finds, links or creates the account.
 */
export async function finishOAuth(
  deps: AuthDeps,
  provider: OAuthProvider,
  currentUrl: URL,
  cookieState: string | undefined,
  ctx: RequestContext,
): Promise<{ user: UserRow; token: string }> {
  const { config, db } = deps;
  const state = currentUrl.searchParams.get('state');
  if (!state || !cookieState || state !== cookieState) {
    throw new AppError('TOKEN_INVALID', 400, 'The sign-in state does not match.');
  }
  const stored = await consumeToken(db, state, 'oauth_state');
  if (stored.data?.provider !== provider) throw new AppError('TOKEN_INVALID', 400, 'The sign-in state does not match.');
  const providerCfg = await providerClient(config, provider);
  const tokens = await client.authorizationCodeGrant(providerCfg.configuration, currentUrl, {
    pkceCodeVerifier: stored.data.codeVerifier,
    expectedState: state,
    expectedNonce: providerCfg.userinfoUrl ? undefined : stored.data.nonce,
    idTokenExpected: !providerCfg.userinfoUrl,
  });
  const profile = await fetchProfile(providerCfg, tokens);
  const user = await findOrCreateOAuthUser(deps, provider, profile, (stored.data.language ?? 'en-US') as Language, ctx);
  const token = await createSession(db, user.id, ctx);
  return { user, token };
}

/** The provider's name under the same rules as a typed one: no control characters, at most 100 characters. */
function displayName(profile: Profile): string {
  const cleaned = Array.from(profile.name.replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]/gu, '').trim())
    .slice(0, 100)
    .join('');
  return cleaned || profile.email.split('@')[0]!;
}

async function findOrCreateOAuthUser(
  { db }: AuthDeps,
  provider: OAuthProvider,
  profile: Profile,
  language: Language,
  ctx: RequestContext,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.subject)));
    if (linked) {
      const user = await findUserById(tx, linked.userId);
      if (user) return user;
    }
    const email = profile.email.toLowerCase();
    let user = await findUserByEmail(tx, email);
    if (user) {
      if (!user.emailVerifiedAt) {
        // Whoever registered this unverified address never proved it was theirs: the
        // provider just did, so their password, sessions and links must stop working.
        [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`now()`, passwordHash: null, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
          .returning();
        await revokeUserSessions(tx, user!.id);
        await tx
          .update(oneTimeTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(oneTimeTokens.userId, user!.id), isNull(oneTimeTokens.usedAt)));
      }
    } else {
      [user] = await tx
        .insert(users)
        .values({ name: displayName(profile), email, language, emailVerifiedAt: new Date() })
        .returning();
    }
    await tx
      .insert(oauthAccounts)
      .values({ provider, providerUserId: profile.subject, userId: user!.id })
      .onConflictDoNothing();
    await recordAudit(tx, {
      actorUserId: user!.id,
      action: `auth.oauth_linked.${provider}`,
      targetId: user!.id,
      ip: ctx.ip,
    });
    return user!;
  });
}
