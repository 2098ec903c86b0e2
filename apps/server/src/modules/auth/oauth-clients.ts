import type { OAuthProvider } from '@oneclick/shared';
import * as client from 'openid-client';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';

export interface ProviderClient {
  configuration: client.Configuration;
  scope: string;
  /** Google speaks OpenID Connect (ID token); Facebook plain OAuth 2.0 with a profile endpoint. */
  userinfoUrl?: string;
}

export interface Profile {
  subject: string;
  email: string;
  name: string;
}

function insecureForLocalTesting(url: string): client.DiscoveryRequestOptions | undefined {
  return url.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined;
}

const clients = new Map<string, Promise<ProviderClient>>();

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

export function providerClient(config: Config, provider: OAuthProvider): Promise<ProviderClient> {
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

/** The user's provider id, verified e-mail and name, from the ID token (Google) or the profile endpoint (Facebook). */
export async function fetchProfile(
  provider: ProviderClient,
  tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
): Promise<Profile> {
  if (!provider.userinfoUrl) {
    const claims = tokens.claims();
    if (!claims?.sub || typeof claims.email !== 'string' || claims.email_verified !== true) {
      throw new AppError('LOGIN_FAIL', 403, 'The provider did not confirm a verified e-mail address.', {
        reason: 'OAUTH_EMAIL_UNVERIFIED',
      });
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
  const id = body.id ?? body.sub;
  // Google and Facebook send their account id as a string; anything else is no id.
  const subject = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  // Facebook returns an e-mail address only once its owner has confirmed it.
  if (!subject || typeof body.email !== 'string') {
    throw new AppError('LOGIN_FAIL', 403, 'The provider did not share an e-mail address.', {
      reason: 'OAUTH_EMAIL_UNVERIFIED',
    });
  }
  return { subject, email: body.email, name: typeof body.name === 'string' ? body.name : body.email };
}
