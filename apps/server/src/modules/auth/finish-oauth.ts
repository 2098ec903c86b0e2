import type { Language, OAuthProvider, SecondFactorMethod } from '@oneclick/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { AppError } from '../../app-error.js';
import { offerSecondFactorSetup, secondFactorMethods, startSecondStep } from '../../auth/second-factors.js';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/sessions.js';
import { findUserByEmail, findUserById } from '../../auth/users.js';
import { oauthAccounts, oneTimeTokens, type UserRow, users } from '../../db/schema/index.js';
import type { Actor, UnitOfWork } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { consumeToken } from '../../auth/one-time-tokens.js';
import { fetchProfile, type Profile, providerClient } from './oauth-clients.js';

interface FinishInput {
  provider: OAuthProvider;
  currentUrl: URL;
  cookieState: string | undefined;
  previousSessionId: string | null;
}

/**
 * Finishes the provider's redirect: checks the state against the browser's cookie and the
 * server's record, exchanges the code (PKCE), then finds, links or creates the account and
 * starts its session, or its second step when it has a second factor. Only then is the
 * browser's earlier session ended: a forged callback signs nobody out.
 */
export async function finishOAuth(
  deps: AuthDeps,
  actor: Actor,
  input: FinishInput,
): Promise<{ session: string } | { secondStep: string; methods: SecondFactorMethod[] }> {
  const { config } = deps;
  const { provider, currentUrl } = input;
  const state = currentUrl.searchParams.get('state');
  if (!state || !input.cookieState || state !== input.cookieState) {
    throw new AppError('TOKEN_INVALID', 400, 'The sign-in state does not match.');
  }
  const stored = await deps.runUnitOfWork(actor, ({ tx }) => consumeToken(tx, state, 'oauth_state'));
  if (stored.data?.provider !== provider) throw new AppError('TOKEN_INVALID', 400, 'The sign-in state does not match.');
  // RFC 6749 §4.1.2.1: the person refused (or the provider could not ask them); nothing to exchange.
  if (currentUrl.searchParams.has('error')) {
    throw new AppError('LOGIN_FAIL', 403, 'The sign-in was not allowed at the provider.', {
      reason: 'OAUTH_CANCELLED',
    });
  }
  const providerCfg = await providerClient(config, provider);
  const tokens = await client.authorizationCodeGrant(providerCfg.configuration, currentUrl, {
    pkceCodeVerifier: stored.data.codeVerifier,
    expectedState: state,
    expectedNonce: providerCfg.userinfoUrl ? undefined : stored.data.nonce,
    idTokenExpected: !providerCfg.userinfoUrl,
  });
  const profile = await fetchProfile(providerCfg, tokens);
  const language = (stored.data.language ?? 'en-US') as Language;
  return deps.runUnitOfWork(actor, async (uow) => {
    const user = await findOrCreateOAuthUser(uow, provider, profile, language);
    // The provider stands for the password: an account with a second factor still proves it.
    const methods = await secondFactorMethods(uow.tx, user.id);
    if (methods.length > 0) return { secondStep: await startSecondStep(uow.tx, user.id), methods };
    await offerSecondFactorSetup(uow, user, methods);
    if (input.previousSessionId) await revokeSession(uow.tx, input.previousSessionId);
    return { session: await createSession(uow.tx, user.id, actor, false) };
  });
}

/** The provider's name under the same rules as a typed one: no control characters, at most 100 characters. */
function displayName(profile: Profile): string {
  const cleaned = Array.from(profile.name.replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}<>]/gu, '').trim())
    .slice(0, 100)
    .join('');
  return cleaned || profile.email.split('@')[0]!;
}

async function findOrCreateOAuthUser(
  { tx, audit }: UnitOfWork,
  provider: OAuthProvider,
  profile: Profile,
  language: Language,
): Promise<UserRow> {
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
  await audit({ action: `auth.oauth_linked.${provider}`, targetId: user!.id, actorUserId: user!.id });
  return user!;
}
