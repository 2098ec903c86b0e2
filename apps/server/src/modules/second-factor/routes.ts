import {
  addPasskeyRequestSchema,
  idParamsSchema,
  loginResponseSchema,
  passkeySignInRequestSchema,
  passkeySummarySchema,
  recoveryCodesSchema,
  secondFactorCodeRequestSchema,
  secondFactorStatusSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
} from '@oneclick/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { clearSecondStepCookie, SECOND_STEP_COOKIE } from '../../auth/second-factors.js';
import { setSessionCookie } from '../../auth/sessions.js';
import { toSessionUser } from '../../auth/session-user.js';
import type { UserRow } from '../../db/schema/index.js';
import { addPasskey } from './add-passkey.js';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.js';
import { getSecondFactorStatus } from './get-second-factor-status.js';
import { proveSecondFactor } from './prove-second-factor.js';
import { removePasskey } from './remove-passkey.js';
import { removeTotp } from './remove-totp.js';
import { renewRecoveryCodes } from './renew-recovery-codes.js';
import { signInWithPasskey } from './sign-in-with-passkey.js';
import { startPasskeyRegistration } from './start-passkey-registration.js';
import { startPasskeySignIn } from './start-passkey-sign-in.js';
import { startTotpEnrolment } from './start-totp-enrolment.js';
import { CHALLENGE_TTL_SECONDS } from './webauthn-challenges.js';

const tags = ['second factor'];
/** The browser keeps a passkey prompt's challenge token here until it answers. */
const CHALLENGE_COOKIE = 'oneclick_webauthn';
const COOKIE_PATH = '/api/v1/auth';

/**
 * Second factors (decision 023): the signed-in account sets up an authenticator app or passkeys
 * and renews its recovery codes; a login whose password was right finishes here with a code or a
 * passkey, and a passkey alone can sign in.
 */
export function secondFactorRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const secure = deps.config.secureCookies;
  const keepChallengeCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(CHALLENGE_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: CHALLENGE_TTL_SECONDS,
    });
  const signedIn = (reply: FastifyReply, { user, token }: { user: UserRow; token: string }) => {
    setSessionCookie(reply, token, secure);
    clearSecondStepCookie(reply, secure);
    reply.clearCookie(CHALLENGE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
    return { user: toSessionUser(user, true), secondFactor: null };
  };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/auth/second-factor',
      {
        config: { access: 'user' },
        schema: {
          summary: 'How the signed-in account proves a second factor',
          tags,
          response: { 200: secondFactorStatusSchema },
        },
      },
      async (request) => getSecondFactorStatus(deps.db, currentUser(request)),
    );

    app.post(
      '/auth/totp',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Start setting up an authenticator app: its secret, to scan or type',
          tags,
          response: { 200: totpEnrolmentSchema },
        },
      },
      async (request) => startTotpEnrolment(deps, actorOf(request)),
    );

    app.post(
      '/auth/totp/confirm',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Confirm the authenticator app with its first code; the first second factor brings recovery codes',
          tags,
          body: totpCodeRequestSchema,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) =>
        confirmTotpEnrolment(deps, actorOf(request), { sessionId: request.sessionId!, code: request.body.code }),
    );

    app.delete(
      '/auth/totp',
      { config: { access: 'user' }, schema: { summary: 'Remove the authenticator app', tags } },
      async (request, reply) => {
        await removeTotp(deps, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/recovery-codes',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Ten new recovery codes in place of the old ones',
          tags,
          response: { 200: recoveryCodesSchema },
        },
      },
      async (request) => renewRecoveryCodes(deps, actorOf(request)),
    );

    app.post(
      '/auth/passkeys/registration',
      {
        config: { access: 'user' },
        schema: {
          summary: "Start adding a passkey: the options for the browser's navigator.credentials.create",
          tags,
          response: { 200: webauthnOptionsSchema },
        },
      },
      async (request, reply) => {
        const { options, challengeToken } = await startPasskeyRegistration(deps, actorOf(request));
        keepChallengeCookie(reply, challengeToken);
        return options;
      },
    );

    app.post(
      '/auth/passkeys',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Keep the passkey the browser created; the first second factor brings recovery codes',
          tags,
          body: addPasskeyRequestSchema,
          response: { 201: recoveryCodesSchema.extend({ passkey: passkeySummarySchema }) },
        },
      },
      async (request, reply) => {
        const added = await addPasskey(deps, actorOf(request), {
          sessionId: request.sessionId!,
          challengeToken: request.cookies[CHALLENGE_COOKIE],
          ...request.body,
        });
        return reply.status(201).send(added);
      },
    );

    app.delete(
      '/auth/passkeys/:id',
      { config: { access: 'user' }, schema: { summary: 'Remove one of your passkeys', tags, params: idParamsSchema } },
      async (request, reply) => {
        await removePasskey(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/passkeys/sign-in',
      {
        config: { access: 'public' },
        schema: {
          summary:
            "Start a passkey sign-in (a login's second step, or without a password): options for navigator.credentials.get",
          tags,
          response: { 200: webauthnOptionsSchema },
        },
      },
      async (request, reply) => {
        const { options, challengeToken } = await startPasskeySignIn(
          deps,
          actorOf(request),
          request.cookies[SECOND_STEP_COOKIE],
        );
        keepChallengeCookie(reply, challengeToken);
        return options;
      },
    );

    app.post(
      '/auth/login/passkey',
      {
        config: { access: 'public', failureCode: 'LOGIN_FAIL' },
        schema: {
          summary: "Sign in with the passkey's answer",
          tags,
          body: passkeySignInRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) =>
        signedIn(
          reply,
          await signInWithPasskey(deps, actorOf(request), {
            answer: request.body.answer,
            challengeToken: request.cookies[CHALLENGE_COOKIE],
            secondStepToken: request.cookies[SECOND_STEP_COOKIE],
            previousSessionId: request.sessionId,
          }),
        ),
    );

    app.post(
      '/auth/login/second-factor',
      {
        config: { access: 'public', failureCode: 'LOGIN_FAIL' },
        schema: {
          summary: "Finish a login with the authenticator app's code or a recovery code",
          tags,
          body: secondFactorCodeRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) =>
        signedIn(
          reply,
          await proveSecondFactor(deps, actorOf(request), {
            secondStepToken: request.cookies[SECOND_STEP_COOKIE],
            code: request.body.code,
            previousSessionId: request.sessionId,
          }),
        ),
    );
  };
}
