import { parseLanguage } from '@oneclick/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../app-error.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { checkToken } from '../../auth/one-time-tokens.js';
import { setSecondStepCookie } from '../../auth/second-factors.js';
import { clearSessionCookie, setSessionCookie } from '../../auth/sessions.js';
import { toSessionUser } from '../../auth/session-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import type { AuthDeps } from './auth-deps.js';
import { changePassword } from './change-password.js';
import { finishOAuth } from './finish-oauth.js';
import { logIn, type LogInResult } from './log-in.js';
import { logOut } from './log-out.js';
import { LOGIN_DEVICE_COOKIE, setLoginDeviceCookie } from '../../auth/login-device-cookies.js';
import { registerUser } from './register-user.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resendVerification } from './resend-verification.js';
import { resetPassword } from './reset-password.js';
import { logInWithLink } from './log-in-with-link.js';
import { sendLoginLink } from './send-login-link.js';
import { setUpAdmin } from './set-up-admin.js';
import { startOAuth } from './start-oauth.js';
import { updateCompanyDetails } from './update-company-details.js';
import { verifyEmail } from './verify-email.js';

const OAUTH_STATE_COOKIE = 'oneclick_oauth_state';

export function authRoutes(deps: AuthDeps): FastifyPluginAsync {
  const { db, config } = deps;
  const secure = config.secureCookies;
  /** A password or a sign-in link was right: the session, or the second step the account still owes. */
  const signedInOrSecondStep = (reply: FastifyReply, result: LogInResult) => {
    if ('secondStep' in result) {
      setSecondStepCookie(reply, result.secondStep.token, secure);
      return { user: null, secondFactor: result.secondStep.methods };
    }
    setLoginDeviceCookie(reply, result.deviceToken, secure);
    setSessionCookie(reply, result.session, secure);
    return { user: toSessionUser(result.user, false), secondFactor: null };
  };

  return async (app) => {
    registerOperations(app, 'auth', {
      getSession: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { user: request.user };
      },
      registerUser: async (request, reply) => {
        await registerUser(deps, actorOf(request), request.body);
        return reply.status(201).send({ message: 'An activation e-mail is on its way.' });
      },
      verifyEmail: async (request) => {
        await verifyEmail(deps, actorOf(request), request.body.token);
        return { message: 'Your e-mail address is verified.' };
      },
      checkLink: async (request) => {
        await checkToken(db, request.body.token, request.body.purpose);
        return { message: 'This link can be used.' };
      },
      resendVerification: async (request) => {
        await resendVerification(deps, actorOf(request), request.body.email);
        return { message: 'If this address needs activating, a new link is on its way.' };
      },
      logIn: async (request, reply) =>
        signedInOrSecondStep(
          reply,
          await logIn(deps, actorOf(request), {
            ...request.body,
            previousSessionId: request.sessionId,
            deviceToken: request.cookies[LOGIN_DEVICE_COOKIE],
          }),
        ),
      sendLoginLink: async (request) => {
        await sendLoginLink(deps, actorOf(request), request.body.email);
        return { message: 'If an account uses this address, a sign-in link is on its way.' };
      },
      logInWithLink: async (request, reply) =>
        signedInOrSecondStep(
          reply,
          await logInWithLink(deps, actorOf(request), {
            token: request.body.token,
            previousSessionId: request.sessionId,
            deviceToken: request.cookies[LOGIN_DEVICE_COOKIE],
          }),
        ),
      logOut: async (request, reply) => {
        await logOut(deps, actorOf(request), request.sessionId);
        clearSessionCookie(reply, secure);
        return reply.status(204).send();
      },
      changePassword: async (request) => {
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
      updateCompanyDetails: async (request) => updateCompanyDetails(deps, actorOf(request), request.body),
      requestPasswordReset: async (request) => {
        await requestPasswordReset(deps, actorOf(request), request.body.email);
        return { message: 'If an account uses this address, a link to set a new password is on its way.' };
      },
      resetPassword: async (request) => {
        await resetPassword(deps, actorOf(request), request.body);
        return { message: 'Your new password is saved.' };
      },
      setUpAdmin: async (request, reply) => {
        setSessionCookie(reply, await setUpAdmin(deps, actorOf(request), request.body), secure);
        return reply.status(201).send({ message: 'The administrator account is created.' });
      },
      startOAuth: async (request, reply) => {
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
      finishOAuth: async (request, reply) => {
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
          // The reasons the reader can act on (a refused consent, an unconfirmed address) are named.
          const reason = error instanceof AppError ? error.details?.reason : undefined;
          const named = reason === 'OAUTH_CANCELLED' || reason === 'OAUTH_EMAIL_UNVERIFIED' ? `&reason=${reason}` : '';
          return reply.redirect(`/login?oauth_error=${provider}${named}`);
        }
      },
    });
  };
}
