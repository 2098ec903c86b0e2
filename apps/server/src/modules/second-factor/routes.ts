import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { LOGIN_DEVICE_COOKIE, setLoginDeviceCookie } from '../../auth/login-device-cookies.js';
import { clearSecondStepCookie, SECOND_STEP_COOKIE, type SignedIn } from '../../auth/second-factors.js';
import { setSessionCookie } from '../../auth/sessions.js';
import { toSessionUser } from '../../auth/session-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { addPasskey } from './add-passkey.js';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.js';
import { getSecondFactorStatus } from './get-second-factor-status.js';
import { openSecondFactorSetupLink } from './open-second-factor-setup-link.js';
import type { EnrollingSession } from './second-factor-changes.js';
import { sendSecondFactorSetupLink } from './send-second-factor-setup-link.js';
import { proveSecondFactor } from './prove-second-factor.js';
import { removePasskey } from './remove-passkey.js';
import { removeTotp } from './remove-totp.js';
import { renewRecoveryCodes } from './renew-recovery-codes.js';
import { signInWithPasskey } from './sign-in-with-passkey.js';
import { startPasskeyRegistration } from './start-passkey-registration.js';
import { startPasskeySignIn } from './start-passkey-sign-in.js';
import { startTotpEnrolment } from './start-totp-enrolment.js';
import { CHALLENGE_TTL_SECONDS } from './webauthn-challenges.js';

/** The signed-in session, as the one a new second factor is set up from. */
const enrollingSession = (request: FastifyRequest): EnrollingSession => ({
  id: request.sessionId!,
  maySetUp: request.secondFactorSetup,
});

/** The browser keeps a passkey prompt's challenge token here until it answers. */
const CHALLENGE_COOKIE = 'oneclick_webauthn';
const COOKIE_PATH = '/api/v1/auth';

/**
 * Second factors (decision 023): the signed-in account sets up an authenticator app or passkeys
 * and renews its recovery codes; a login whose password was right finishes here with a code or a
 * passkey, and a passkey alone can sign in.
 */
export function secondFactorRoutes(deps: ModuleDeps): FastifyPluginAsync {
  const secure = deps.config.secureCookies;
  const keepChallengeCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(CHALLENGE_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: CHALLENGE_TTL_SECONDS,
    });
  const signedIn = (reply: FastifyReply, { user, token, deviceToken }: SignedIn) => {
    setSessionCookie(reply, token, secure);
    setLoginDeviceCookie(reply, deviceToken, secure);
    clearSecondStepCookie(reply, secure);
    reply.clearCookie(CHALLENGE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
    return { user: toSessionUser(user, true), secondFactor: null };
  };

  return async (app) => {
    registerOperations(app, 'secondFactor', {
      getSecondFactorStatus: async (request) =>
        getSecondFactorStatus(deps.db, currentUser(request), request.secondFactorSetup),
      sendSecondFactorSetupLink: async (request) => {
        await sendSecondFactorSetupLink(deps, actorOf(request));
        return { message: 'The setup link is on its way to your e-mail address.' };
      },
      openSecondFactorSetupLink: async (request, reply) => {
        await openSecondFactorSetupLink(deps, actorOf(request), {
          sessionId: request.sessionId!,
          token: request.body.token,
        });
        return reply.status(204).send();
      },
      startTotpEnrolment: async (request) => startTotpEnrolment(deps, actorOf(request), enrollingSession(request)),
      confirmTotpEnrolment: async (request) =>
        confirmTotpEnrolment(deps, actorOf(request), { session: enrollingSession(request), code: request.body.code }),
      removeTotp: async (request, reply) => {
        await removeTotp(deps, actorOf(request));
        return reply.status(204).send();
      },
      renewRecoveryCodes: async (request) => renewRecoveryCodes(deps, actorOf(request)),
      startPasskeyRegistration: async (request, reply) => {
        const { options, challengeToken } = await startPasskeyRegistration(
          deps,
          actorOf(request),
          enrollingSession(request),
        );
        keepChallengeCookie(reply, challengeToken);
        return options;
      },
      addPasskey: async (request, reply) => {
        const added = await addPasskey(deps, actorOf(request), {
          session: enrollingSession(request),
          challengeToken: request.cookies[CHALLENGE_COOKIE],
          ...request.body,
        });
        return reply.status(201).send(added);
      },
      removePasskey: async (request, reply) => {
        await removePasskey(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
      startPasskeySignIn: async (request, reply) => {
        const { options, challengeToken } = await startPasskeySignIn(
          deps,
          actorOf(request),
          request.cookies[SECOND_STEP_COOKIE],
        );
        keepChallengeCookie(reply, challengeToken);
        return options;
      },
      signInWithPasskey: async (request, reply) =>
        signedIn(
          reply,
          await signInWithPasskey(deps, actorOf(request), {
            answer: request.body.answer,
            challengeToken: request.cookies[CHALLENGE_COOKIE],
            secondStepToken: request.cookies[SECOND_STEP_COOKIE],
            previousSessionId: request.sessionId,
            deviceToken: request.cookies[LOGIN_DEVICE_COOKIE],
          }),
        ),
      proveSecondFactor: async (request, reply) =>
        signedIn(
          reply,
          await proveSecondFactor(deps, actorOf(request), {
            secondStepToken: request.cookies[SECOND_STEP_COOKIE],
            code: request.body.code,
            previousSessionId: request.sessionId,
            deviceToken: request.cookies[LOGIN_DEVICE_COOKIE],
          }),
        ),
    });
  };
}
