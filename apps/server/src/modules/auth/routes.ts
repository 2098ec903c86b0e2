import {
  changePasswordRequestSchema,
  emailRequestSchema,
  type ErrorCode,
  loginRequestSchema,
  messageResponseSchema,
  OAUTH_PROVIDERS,
  parseLanguage,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  setupAdminRequestSchema,
  tokenRequestSchema,
} from '@oneclick/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, currentUser, requireUser, setSessionCookie } from '../../plugins/session.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { changePassword } from './change-password.js';
import { logIn } from './log-in.js';
import { finishOAuth, startOAuth } from './oauth.js';
import { registerUser } from './register-user.js';
import { requestPasswordReset, resetPassword } from './reset-password.js';
import { revokeSession } from './sessions.js';
import { toSessionUser } from './session-user.js';
import { setUpAdmin } from './set-up-admin.js';
import { resendVerification, verifyEmail } from './verify-email.js';

const OAUTH_STATE_COOKIE = 'oneclick_oauth_state';
const tags = ['auth'];

function context(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The spec's failure type answers every failure of the call, validation included. */
function failsWith(failureCode: ErrorCode) {
  return { failureCode };
}

export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const secure = config.secureCookies;

  return async (app) => {
    app.get(
      '/auth/session',
      {
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
        config: failsWith('REGISTER_FAIL'),
        schema: {
          summary: 'Create an account and mail its activation link',
          tags,
          body: registerRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await registerUser(deps, request.body, context(request));
        return reply.status(201).send({ message: 'An activation e-mail is on its way.' });
      },
    );

    app.post(
      '/auth/verify-email',
      {
        schema: {
          summary: "Verify an e-mail address with the link's token",
          tags,
          body: tokenRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await verifyEmail(deps, request.body.token);
        return { message: 'Your e-mail address is verified.' };
      },
    );

    app.post(
      '/auth/resend-verification',
      {
        schema: {
          summary: 'Mail a new activation link',
          tags,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resendVerification(deps, request.body.email, context(request));
        return { message: 'If this address needs activating, a new link is on its way.' };
      },
    );

    app.post(
      '/auth/login',
      {
        config: failsWith('LOGIN_FAIL'),
        schema: {
          summary: 'Log in with e-mail and password',
          tags,
          body: loginRequestSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(db, request.sessionId);
        const { user, token } = await logIn(deps, request.body.email, request.body.password, context(request));
        setSessionCookie(reply, token, secure);
        return { user: toSessionUser(user) };
      },
    );

    app.post(
      '/auth/logout',
      { config: failsWith('LOGOUT_FAIL'), schema: { summary: 'End this session', tags } },
      async (request, reply) => {
        if (request.sessionId) await revokeSession(db, request.sessionId);
        clearSessionCookie(reply, secure);
        return reply.status(204).send();
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: failsWith('CHANGE_PWD_FAIL'),
        preValidation: requireUser,
        schema: {
          summary: 'Change the password; signs out the other sessions',
          tags,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await changePassword(
          deps,
          {
            userId: user.id,
            sessionId: request.sessionId!,
            currentPassword: request.body.currentPassword,
            password: request.body.password,
          },
          context(request),
        );
        return { message: 'Your password is changed.' };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        config: failsWith('REQUEST_PWD_FAIL'),
        schema: {
          summary: 'Mail a password-reset link (same answer for every address)',
          tags,
          body: emailRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, request.body.email, context(request));
        return { message: 'If an account uses this address, a link to set a new password is on its way.' };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: failsWith('REQUEST_PWD_FAIL'),
        schema: {
          summary: "Set a new password with the reset link's token",
          tags,
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body.token, request.body.password, context(request));
        return { message: 'Your new password is saved.' };
      },
    );

    app.post(
      '/auth/setup-admin',
      {
        config: failsWith('REGISTER_FAIL'),
        schema: {
          summary: 'Create the first super admin with the one-time setup link',
          tags,
          body: setupAdminRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await setUpAdmin(deps, request.body, context(request));
        return reply.status(201).send({ message: 'The administrator account is created.' });
      },
    );

    const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

    app.get(
      '/auth/oauth/:provider/start',
      {
        schema: {
          summary: 'Redirect to Google or Facebook to sign in',
          tags,
          params: providerParams,
          querystring: z.object({ language: z.string().max(10).optional() }),
        },
      },
      async (request, reply) => {
        const { url, state } = await startOAuth(deps, request.params.provider, parseLanguage(request.query.language));
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
      { schema: { summary: 'Where Google or Facebook send the browser back', tags, params: providerParams } },
      async (request, reply) => {
        const { provider } = request.params;
        reply.clearCookie(OAUTH_STATE_COOKIE, { path: '/api/v1/auth/oauth' });
        try {
          const currentUrl = new URL(request.url, config.publicUrl);
          if (request.sessionId) await revokeSession(db, request.sessionId);
          const { token } = await finishOAuth(
            deps,
            provider,
            currentUrl,
            request.cookies[OAUTH_STATE_COOKIE],
            context(request),
          );
          setSessionCookie(reply, token, secure);
          return reply.redirect('/login?signed_in=1');
        } catch (error) {
          request.log.warn({ err: error, provider }, 'OAuth sign-in failed');
          return reply.redirect(`/login?oauth_error=${provider}`);
        }
      },
    );
  };
}
