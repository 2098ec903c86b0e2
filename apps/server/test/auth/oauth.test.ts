import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccounts, passkeys, totpCredentials, users } from '../../src/db/schema/index.js';
import { getJson, logInAs, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const STATE_COOKIE = 'oneclick_oauth_state';
const SESSION_COOKIE = 'oneclick_session';

type Provider = 'google' | 'facebook';

interface GoogleClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface FacebookProfile {
  id: string;
  name?: string;
  email?: string;
}

/** A mock provider on 127.0.0.1 whose issuer URL names 127.0.0.1 (not `localhost`). */
async function startMockProvider(): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.issuer.url = `http://127.0.0.1:${server.address().port}`;
  return server;
}

function cookieNamed<C extends { name: string }>(response: { cookies: C[] }, name: string): C | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

describe('sign-in with Google and Facebook', () => {
  let t: TestApp;
  let google: OAuth2Server;
  let facebook: OAuth2Server;
  /** What Google's ID token says about the person signing in (set by each test). */
  let googleClaims: GoogleClaims;
  /** What Facebook's profile endpoint answers (set by each test). */
  let facebookProfile: FacebookProfile;
  let facebookUserinfoRequests: IncomingMessage[] = [];

  async function userCount(): Promise<number> {
    return (await t.database.db.select({ id: users.id }).from(users)).length;
  }

  async function usersWithEmail(email: string) {
    return t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  }

  async function linksOf(provider: Provider, providerUserId: string) {
    const rows = await t.database.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.providerUserId, providerUserId));
    return rows.filter((row) => row.provider === provider);
  }

  /**
   * GET …/start: the redirect to the provider and the state cookie it sets. Each start comes
   * from its own address, so the per-address limit on starts never decides another test.
   */
  async function start(provider: Provider, language?: string) {
    const query = language ? `?language=${language}` : '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/oauth/${provider}/start${query}`,
      remoteAddress: `198.51.100.${randomInt(1, 255)}`,
    });
    expect(res.statusCode).toBe(302);
    const authorizeUrl = new URL(res.headers.location as string);
    const stateCookie = cookieNamed(res, STATE_COOKIE);
    expect(stateCookie).toBeDefined();
    return { res, authorizeUrl, stateCookie: stateCookie!, cookie: `${STATE_COOKIE}=${stateCookie!.value}` };
  }

  /** The browser at the provider: follow the authorize URL and return where it sends the browser back. */
  async function authorize(authorizeUrl: URL): Promise<URL> {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    await res.text();
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!);
  }

  function callback(back: URL, cookie?: string) {
    return t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: cookie ? { cookie } : {},
    });
  }

  /** The whole round trip; returns the callback's answer and what was sent to it. */
  async function signIn(provider: Provider, language?: string) {
    const started = await start(provider, language);
    const back = await authorize(started.authorizeUrl);
    const res = await callback(back, started.cookie);
    return { res, back, cookie: started.cookie, started };
  }

  function expectSignedIn(res: Awaited<ReturnType<typeof callback>>): string {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?signed_in=1');
    return sessionCookieFrom(res);
  }

  function expectRefused(res: Awaited<ReturnType<typeof callback>>, provider: Provider, reason?: string): void {
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/login?oauth_error=${provider}${reason ? `&reason=${reason}` : ''}`);
    expect(cookieNamed(res, SESSION_COOKIE)).toBeUndefined();
  }

  async function sessionUser(sessionCookie: string) {
    const res = await getJson(t, '/api/v1/auth/session', { cookie: sessionCookie });
    expect(res.statusCode).toBe(200);
    return res.json().user;
  }

  beforeAll(async () => {
    google = await startMockProvider();
    google.service.on('beforeTokenSigning', (token: MutableToken) => {
      Object.assign(token.payload, googleClaims);
    });

    facebook = await startMockProvider();
    // Facebook speaks plain OAuth 2.0: no ID token, the profile comes from the Graph API.
    facebook.service.on('beforeResponse', (response: MutableResponse) => {
      if (typeof response.body === 'object') delete response.body.id_token;
    });
    facebook.service.on('beforeUserinfo', (response: MutableResponse, req: IncomingMessage) => {
      facebookUserinfoRequests.push(req);
      response.body = { ...facebookProfile };
    });

    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'portal-google-client',
      GOOGLE_CLIENT_SECRET: 'portal-google-secret',
      GOOGLE_ISSUER: google.issuer.url!,
      FACEBOOK_CLIENT_ID: 'portal-facebook-client',
      FACEBOOK_CLIENT_SECRET: 'portal-facebook-secret',
      FACEBOOK_AUTHORIZATION_URL: `${facebook.issuer.url}/authorize`,
      FACEBOOK_TOKEN_URL: `${facebook.issuer.url}/token`,
      FACEBOOK_USERINFO_URL: `${facebook.issuer.url}/userinfo?fields=id,name,email`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.stop();
    await facebook?.stop();
  });

  it('lists both providers on the site settings when they are configured', async () => {
    const res = await getJson(t, '/api/v1/site');
    expect(res.statusCode).toBe(200);
    expect(res.json().oauthProviders).toEqual(['google', 'facebook']);
  });

  it('sends the browser to Google with state, an S256 PKCE challenge and a nonce, and keeps the state in a cookie', async () => {
    const { authorizeUrl, stateCookie } = await start('google', 'vi');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${google.issuer.url}/authorize`);
    const params = authorizeUrl.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('portal-google-client');
    expect(params.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/v1/auth/oauth/google/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(params.get('state')).toBe(stateCookie.value);
    expect(params.get('state')!.length).toBeGreaterThanOrEqual(20);
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(stateCookie).toMatchObject({ httpOnly: true, path: '/api/v1/auth/oauth', maxAge: 600 });
    expect(String(stateCookie.sameSite).toLowerCase()).toBe('lax');
  });

  it('creates a verified account, without a password, on a first Google sign-in', async () => {
    googleClaims = { sub: 'google-mai', email: 'mai.nguyen@gmail.example', email_verified: true, name: 'Mai Nguyễn' };
    const before = await userCount();

    const { res, back, started } = await signIn('google', 'vi');
    expect(back.href.startsWith(`${t.config.publicUrl}/api/v1/auth/oauth/google/callback?`)).toBe(true);
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('state')).toBe(started.stateCookie.value);

    const sessionCookie = expectSignedIn(res);
    // The state cookie has done its work.
    expect(cookieNamed(res, STATE_COOKIE)?.value).toBe('');

    const user = await sessionUser(sessionCookie);
    expect(user).toMatchObject({ email: 'mai.nguyen@gmail.example', name: 'Mai Nguyễn', language: 'vi' });

    expect(await userCount()).toBe(before + 1);
    const [row] = await usersWithEmail('mai.nguyen@gmail.example');
    expect(row!.id).toBe(user.id);
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toBeNull();
    expect(await linksOf('google', 'google-mai')).toEqual([expect.objectContaining({ userId: user.id })]);
  });

  it('links Google to the existing account with the same e-mail, whatever its case, and finds it again by the link', async () => {
    const existing = await insertUser(t.database.db, { name: 'Linh Trần', email: 'linh.tran@factory.test' });
    googleClaims = { sub: 'google-linh', email: 'Linh.Tran@Factory.TEST', email_verified: true, name: 'Linh (Google)' };
    const before = await userCount();

    const first = await signIn('google');
    const user = await sessionUser(expectSignedIn(first.res));
    expect(user.id).toBe(existing.id);
    expect(user.name).toBe('Linh Trần');
    expect(await userCount()).toBe(before);
    expect(await linksOf('google', 'google-linh')).toEqual([expect.objectContaining({ userId: existing.id })]);
    const [row] = await usersWithEmail('linh.tran@factory.test');
    expect(row!.passwordHash).toBe(existing.passwordHash);

    // The Google account's address changes: the link, not the e-mail, finds the user.
    googleClaims = { ...googleClaims, email: 'linh.elsewhere@gmail.example' };
    const second = await signIn('google');
    expect((await sessionUser(expectSignedIn(second.res))).id).toBe(existing.id);
    expect(await userCount()).toBe(before);
    expect(await usersWithEmail('linh.elsewhere@gmail.example')).toEqual([]);
    expect(await linksOf('google', 'google-linh')).toHaveLength(1);
  });

  it("verifies an unverified account's e-mail when Google confirms the same address", async () => {
    const existing = await insertUser(t.database.db, { email: 'hoa.le@factory.test', emailVerifiedAt: null });
    googleClaims = { sub: 'google-hoa', email: 'HOA.LE@factory.test', email_verified: true, name: 'Hoa Lê' };
    const before = await userCount();

    const { res } = await signIn('google');
    expect((await sessionUser(expectSignedIn(res))).id).toBe(existing.id);
    expect(await userCount()).toBe(before);
    const [row] = await usersWithEmail('hoa.le@factory.test');
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await linksOf('google', 'google-hoa')).toEqual([expect.objectContaining({ userId: existing.id })]);
  });

  it('takes nothing over: the password of whoever registered the unverified address stops working', async () => {
    const squatter = await insertUser(t.database.db, { email: 'mai.tran@factory.test', emailVerifiedAt: null });
    googleClaims = { sub: 'google-squatted', email: 'mai.tran@factory.test', email_verified: true, name: 'Mai Trần' };

    const { res } = await signIn('google');
    expect((await sessionUser(expectSignedIn(res))).id).toBe(squatter.id);
    const [row] = await usersWithEmail('mai.tran@factory.test');
    expect(row!.passwordHash).toBeNull();
    const login = await postJson(t, '/api/v1/auth/login', { email: 'mai.tran@factory.test', password: TEST_PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('cleans the name the provider gives, as for a typed one', async () => {
    googleClaims = {
      sub: 'google-odd-name',
      email: 'odd.name@factory.test',
      email_verified: true,
      name: `<b>Ann</b>\u202E${'ß'.repeat(150)}`,
    };
    const { res } = await signIn('google');
    const user = await sessionUser(expectSignedIn(res));
    expect(user.name).not.toMatch(/[<>\u202E]/);
    expect(Array.from(user.name as string).length).toBeLessThanOrEqual(100);
  });

  it('signs nobody out with a callback that brings no state: the session the browser had still works', async () => {
    const user = await insertUser(t.database.db);
    const session = await logInAs(t, user.email, TEST_PASSWORD);
    const res = await callback(new URL('http://localhost:3000/api/v1/auth/oauth/google/callback'), session);
    expectRefused(res, 'google');
    expect((await sessionUser(session))?.email).toBe(user.email);
  });

  it('ends the session the browser came with only once the sign-in succeeds', async () => {
    googleClaims = { sub: 'google-rotation', email: 'rotation@gmail.example', email_verified: true };
    const before = await insertUser(t.database.db);
    const oldSession = await logInAs(t, before.email, TEST_PASSWORD);
    const started = await start('google');
    const back = await authorize(started.authorizeUrl);
    const newSession = expectSignedIn(await callback(back, `${started.cookie}; ${oldSession}`));
    expect(await sessionUser(oldSession)).toBeNull();
    expect((await sessionUser(newSession))?.email).toBe('rotation@gmail.example');
  });

  it('sends an account with a second factor to the second step, naming its methods, with no session yet', async () => {
    const owner = await insertUser(t.database.db, { email: 'second.step@factory.test', role: 1 });
    await t.database.db
      .insert(totpCredentials)
      .values({ userId: owner.id, secret: Buffer.alloc(20).toString('base64'), confirmedAt: new Date() });
    googleClaims = { sub: 'google-second-step', email: owner.email, email_verified: true };
    const totpOnly = await signIn('google');
    expect(totpOnly.res.statusCode).toBe(302);
    expect(totpOnly.res.headers.location).toBe('/login?second_step=totp');
    expect(cookieNamed(totpOnly.res, SESSION_COOKIE)).toBeUndefined();
    expect(cookieNamed(totpOnly.res, 'oneclick_second_step')?.value).toBeTruthy();

    await t.database.db
      .insert(passkeys)
      .values({ userId: owner.id, credentialId: 'c2Vjb25kLXN0ZXA', publicKey: 'AA', counter: 0, name: 'Laptop' });
    const both = await signIn('google');
    expect(both.res.headers.location).toBe('/login?second_step=totp,passkey');
  });

  it('limits anonymous starts per address: each one stores a state', async () => {
    const from = { remoteAddress: '203.0.113.77' };
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start', ...from });
      expect(res.statusCode).toBe(302);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start', ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('refuses a callback whose state differs from the state cookie', async () => {
    googleClaims = { sub: 'google-tampered', email: 'tampered@gmail.example', email_verified: true };
    const before = await userCount();
    const started = await start('google');
    const back = await authorize(started.authorizeUrl);
    back.searchParams.set('state', randomBytes(32).toString('base64url'));

    expectRefused(await callback(back, started.cookie), 'google');
    expect(await userCount()).toBe(before);
    expect(await usersWithEmail('tampered@gmail.example')).toEqual([]);
  });

  it('refuses a callback that comes without the state cookie', async () => {
    googleClaims = { sub: 'google-no-cookie', email: 'no-cookie@gmail.example', email_verified: true };
    const before = await userCount();
    const started = await start('google');
    const back = await authorize(started.authorizeUrl);

    expectRefused(await callback(back), 'google');
    expect(await userCount()).toBe(before);
    expect(await usersWithEmail('no-cookie@gmail.example')).toEqual([]);
  });

  it('refuses a state the server never issued, even when the cookie matches it', async () => {
    googleClaims = { sub: 'google-forged', email: 'forged@gmail.example', email_verified: true };
    const before = await userCount();
    const started = await start('google');
    const back = await authorize(started.authorizeUrl);
    const forged = randomBytes(32).toString('base64url');
    back.searchParams.set('state', forged);

    expectRefused(await callback(back, `${STATE_COOKIE}=${forged}`), 'google');
    expect(await userCount()).toBe(before);
    expect(await usersWithEmail('forged@gmail.example')).toEqual([]);
  });

  it('refuses a Google account whose e-mail address is not verified', async () => {
    googleClaims = { sub: 'google-unverified', email: 'unverified@gmail.example', email_verified: false };
    const before = await userCount();

    const { res } = await signIn('google');
    expectRefused(res, 'google', 'OAUTH_EMAIL_UNVERIFIED');
    expect(await userCount()).toBe(before);
    expect(await usersWithEmail('unverified@gmail.example')).toEqual([]);
    expect(await linksOf('google', 'google-unverified')).toEqual([]);
  });

  it('accepts a state only once: replaying the callback is refused', async () => {
    googleClaims = { sub: 'google-replay', email: 'replay@gmail.example', email_verified: true };
    const { res, back, cookie } = await signIn('google');
    expectSignedIn(res);
    const before = await userCount();

    expectRefused(await callback(back, cookie), 'google');
    expect(await userCount()).toBe(before);
  });

  it('sends the browser to Facebook with state and an S256 PKCE challenge, but never a nonce', async () => {
    const { authorizeUrl, stateCookie } = await start('facebook', 'th');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${facebook.issuer.url}/authorize`);
    const params = authorizeUrl.searchParams;
    expect(params.get('client_id')).toBe('portal-facebook-client');
    expect(params.get('redirect_uri')).toBe(`${t.config.publicUrl}/api/v1/auth/oauth/facebook/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['email', 'public_profile']));
    expect(params.get('state')).toBe(stateCookie.value);
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.has('nonce')).toBe(false);
  });

  it('creates a verified account from the Facebook profile on a first Facebook sign-in', async () => {
    facebookProfile = { id: '100012345678', name: 'Somchai Phonsawan', email: 'somchai@facebook.example' };
    facebookUserinfoRequests = [];
    const before = await userCount();

    const { res, started } = await signIn('facebook', 'th');
    expect(started.authorizeUrl.searchParams.has('nonce')).toBe(false);
    const user = await sessionUser(expectSignedIn(res));
    expect(user).toMatchObject({ email: 'somchai@facebook.example', name: 'Somchai Phonsawan', language: 'th' });

    // The profile was fetched from the configured endpoint with the access token.
    expect(facebookUserinfoRequests).toHaveLength(1);
    expect(facebookUserinfoRequests[0]!.url).toBe('/userinfo?fields=id,name,email');
    expect(facebookUserinfoRequests[0]!.headers.authorization).toMatch(/^Bearer \S+$/);

    expect(await userCount()).toBe(before + 1);
    const [row] = await usersWithEmail('somchai@facebook.example');
    expect(row!.id).toBe(user.id);
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.passwordHash).toBeNull();
    expect(await linksOf('facebook', '100012345678')).toEqual([expect.objectContaining({ userId: user.id })]);
  });

  it('refuses a Facebook account that shares no e-mail address', async () => {
    facebookProfile = { id: '100099999999', name: 'No Email' };
    const before = await userCount();

    const { res } = await signIn('facebook');
    expectRefused(res, 'facebook', 'OAUTH_EMAIL_UNVERIFIED');
    expect(await userCount()).toBe(before);
    expect(await linksOf('facebook', '100099999999')).toEqual([]);
  });

  it('names a consent refused at the provider, creates nobody, and spends the state', async () => {
    const started = await start('google');
    const back = new URL(`${t.config.publicUrl}/api/v1/auth/oauth/google/callback`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('state', started.stateCookie.value);
    const before = await userCount();
    expectRefused(await callback(back, started.cookie), 'google', 'OAUTH_CANCELLED');
    expect(await userCount()).toBe(before);
    expectRefused(await callback(back, started.cookie), 'google');
  });
});

describe('sign-in with Google and Facebook when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists no providers on the site settings', async () => {
    const res = await getJson(t, '/api/v1/site');
    expect(res.statusCode).toBe(200);
    expect(res.json().oauthProviders).toEqual([]);
  });

  it('answers 404 to a start on a provider that is not configured', async () => {
    for (const provider of ['google', 'facebook']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/auth/oauth/${provider}/start` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(cookieNamed(res, STATE_COOKIE)).toBeUndefined();
    }
  });
});
