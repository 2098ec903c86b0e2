import {
  type Access,
  changePasswordRequestSchema,
  companyDetailsRequestSchema,
  companyDetailsSchema,
  emailRequestSchema,
  linkCheckRequestSchema,
  type ErrorCode,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  OAUTH_PROVIDERS,
  parseLanguage,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  setupAdminRequestSchema,
  tokenRequestSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { setSecondStepCookie } from '../../auth/second-factors.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/sessions.js';
import { toSessionUser } from '../../auth/session-user.js';
import type { AuthDeps } from './auth-deps.js';
import { changePassword } from './change-password.js';
import { finishOAuth } from './finish-oauth.js';
import { logIn } from './log-in.js';
import { logOut } from './log-out.js';
import { LOGIN_DEVICE_COOKIE, setLoginDeviceCookie } from './login-device-cookies.js';
import { checkToken } from '../../auth/one-time-tokens.js';
import { registerUser } from './register-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import { setUpAdmin } from './set-up-admin.js';
import { startOAuth } from './start-oauth.js';
import { updateCompanyDetails } from './update-company-details.js';
import { verifyEmail } from './verify-email.js';

const OAUTH_STATE_COOKIE = 'oneclick_oauth_state';
const tags = ['auth'];

/** Who may call, and the spec's failure type that answers every failure of the call, validation included. */
function declare(access: Access, failureCode?: ErrorCode) {
  return { access, failureCode };
}

export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const secure = config.secureCookies;

  return async (app) => {
    app.get(
      '/auth/session',
      {
        config: declare('public'),
        schema: {
          summary: "The signed-in user, or null (the spec's verify_loggin)",
          tags,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { user: request.user };
      },
    );

    app.post(
      '/auth/register',
      {
        config: declare('public', 'REGISTER_FAIL'),
        schema: {
          summary: 'Create an account and mail its activation link',
          tags,
          body: registerRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await registerUser(deps, actorOf(request), request.body);
        return reply.status(201).send({ message: 'An activation e-mail is on its way.' });
      },
    );

    app.post(
      '/auth/verify-email',
      {
        config: declare('public'),
        schema: {
          summary: "Verify an e-mail address with the link's token",
          tags,
          body: tokenRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await verifyEmail(deps, actorOf(request), request.body.token);
        return { message: 'Your e-mail address is verified.' };
      },
    );

    app.post(
      '/auth/check-link',
      {
        config: declare('public'),
        schema: {
          summary: 'Whether a reset or setup link can still be used (it is not used by asking)',
          tags,
          body: linkCheckRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await checkToken(db, request.body.token, request.body.purpose);
        return { message: 'This link can be used.' };
      },
    );

    app.post(
      '/auth/resend-verification',
      {
        config: declare('public'),
        schema: {
          summary: 'Mail a new activation link',
          tags,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resendVerification(deps, actorOf(request), request.body.email);
        return { message: 'If this address needs activating, a new link is on its way.' };
      },
    );

    app.post(
      '/auth/login',
      {
        config: declare('public', 'LOGIN_FAIL'),
        schema: {
          summary: 'Log in with e-mail and password; an account with a second factor is asked for it next',
          tags,
          body: loginRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await logIn(deps, actorOf(request), {
          ...request.body,
          previousSessionId: request.sessionId,
          deviceToken: request.cookies[LOGIN_DEVICE_COOKIE],
        });
        setLoginDeviceCookie(reply, result.deviceToken, secure);
        if ('secondStep' in result) {
          setSecondStepCookie(reply, result.secondStep.token, secure);
          return { user: null, secondFactor: result.secondStep.methods };
        }
        setSessionCookie(reply, result.session, secure);
        return { user: toSessionUser(result.user, false), secondFactor: null };
      },
    );

    app.post(
      '/auth/logout',
      { config: declare('public', 'LOGOUT_FAIL'), schema: { summary: 'End this session', tags } },
      async (request, reply) => {
        await logOut(deps, actorOf(request), request.sessionId);
        clearSessionCookie(reply, secure);
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: declare('user', 'CHANGE_PWD_FAIL'),
        schema: {
          summary: 'Change the password; signs out the other sessions, and the software unless keepDevices',
          tags,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await changePassword(deps, actorOf(request), {
          userId: user.id,
          sessionId: request.sessionId!,
          currentPassword: request.body.currentPassword,
          password: request.body.password,
          keepDevices: request.body.keepDevices,
        });
        return { message: 'Your password is changed.' };
      },
    );

    app.put(
      '/auth/company',
      {
        config: declare('user'),
        schema: {
          summary: "Set the company the user's receipts are made out to (name, address, Vietnamese tax code)",
          tags,
          body: companyDetailsRequestSchema,
          response: { 200: companyDetailsSchema },
        },
      },
      async (request) => updateCompanyDetails(deps, actorOf(request), request.body),
    );

    app.post(
      '/auth/forgot-password',
      {
        config: declare('public', 'REQUEST_PWD_FAIL'),
        schema: {
          summary: 'Mail a password-reset link (same answer for every address)',
          tags,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, actorOf(request), request.body.email);
        return { message: 'If an account uses this address, a link to set a new password is on its way.' };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: declare('public', 'REQUEST_PWD_FAIL'),
        schema: {
          summary: "Set a new password with the reset link's token",
          tags,
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, actorOf(request), request.body);
        return { message: 'Your new password is saved.' };
      },
    );

    app.post(
      '/auth/setup-admin',
      {
        config: declare('public', 'REGISTER_FAIL'),
        schema: {
          summary: 'Create the first super admin with the one-time setup link',
          tags,
          body: setupAdminRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await setUpAdmin(deps, actorOf(request), request.body);
        return reply.status(201).send({ message: 'The administrator account is created.' });
      },
    );

    const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

    app.get(
      '/auth/oauth/:provider/start',
      {
        config: declare('public'),
        schema: {
          summary: 'Redirect to Google or Facebook to sign in',
          tags,
          params: providerParams,
          querystring: z.object({ language: z.string().max(10).optional() }),
        },
      },
      async (request, reply) => {
        const { url, state } = await startOAuth(deps, actorOf(request), {
          provider: request.params.provider,
          language: parseLanguage(request.query.language),
        });
        reply.setCookie(OAUTH_STATE_COOKIE, state, {
          path: '/api/v1/auth/oauth',
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: 600,
        });
        return reply.redirect(url);
      },
    );

    app.get(
      '/auth/oauth/:provider/callback',
      {
        config: declare('public'),
        schema: { summary: 'Where Google or Facebook send the browser back', tags, params: providerParams },
      },
      async (request, reply) => {
        const { provider } = request.params;
        reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/v1/auth/oauth' });
        try {
          const result = await finishOAuth(deps, actorOf(request), {
            provider,
            currentUrl: new URL(request.url, config.publicUrl),
            cookieState: request.cookies[OAUTH_STATE_COOKIE],
            previousSessionId: request.sessionId,
          });
          if ('secondStep' in result) {
            setSecondStepCookie(reply, result.secondStep, secure);
            // The login page shows the second step at once, offering the methods this account has.
            return reply.redirect(`/login?second_step=${result.methods.join(',')}`);
          }
          setSessionCookie(reply, result.session, secure);
          return reply.redirect('/login?signed_in=1');
        } catch (error) {
          request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
          return reply.redirect(`/login?oauth_error=${provider}`);
        }
      },
    );
  };
}
