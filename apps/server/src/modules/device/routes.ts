import {
  deviceAuthorizeRequestSchema,
  deviceAuthorizeResponseSchema,
  deviceDecisionRequestSchema,
  deviceRequestParamsSchema,
  deviceRequestSchema,
  deviceTokenErrorSchema,
  deviceTokenRequestSchema,
  deviceTokenResponseSchema,
  type DeviceTokenError,
  type ErrorCode,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { decideDeviceRequest } from './decide-device-request.js';
import { exchangeDeviceCode } from './exchange-device-code.js';
import { findDeviceRequest } from './find-device-request.js';
import { startDeviceAuthorization } from './start-device-authorization.js';

const tags = ['device sign-in'];

/** Each RFC 8628 refusal with the portal's own code (`errors.<code>`) and a message. */
const TOKEN_ERRORS: Record<DeviceTokenError, { code: ErrorCode; message: string }> = {
  authorization_pending: {
    code: 'AUTHORIZATION_PENDING',
    message: 'The user has not approved this machine yet: ask again after the interval.',
  },
  slow_down: { code: 'RATE_LIMITED', message: 'Polling too fast: wait 5 more seconds between requests from now on.' },
  access_denied: { code: 'FORBIDDEN', message: 'The user denied this machine.' },
  expired_token: { code: 'TOKEN_EXPIRED', message: 'The code has expired: start again.' },
  invalid_grant: { code: 'TOKEN_INVALID', message: 'This device code is unknown or was already exchanged.' },
};

/** Signing in from the software (RFC 8628): the machine gets codes, the user decides on /device. */
export function deviceRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/device/authorize',
      {
        config: { access: 'public', software: true },
        schema: {
          summary: 'The software asks to sign in: a device code for it, a user code for its user (RFC 8628 §3.1)',
          tags,
          body: deviceAuthorizeRequestSchema,
          response: { 200: deviceAuthorizeResponseSchema },
        },
      },
      async (request) => startDeviceAuthorization(deps, actorOf(request), request.body),
    );

    app.post(
      '/device/token',
      {
        config: { access: 'public', software: true },
        schema: {
          summary: 'The software polls with its device code until the user decides (RFC 8628 §3.4)',
          tags,
          body: deviceTokenRequestSchema,
          response: { 200: deviceTokenResponseSchema, 400: deviceTokenErrorSchema },
        },
      },
      async (request, reply) => {
        const result = await exchangeDeviceCode(deps, actorOf(request), request.body.device_code);
        if ('token' in result) return { access_token: result.token, token_type: 'Bearer' as const };
        return reply.code(400).send({ error: result.error, ...TOKEN_ERRORS[result.error] });
      },
    );

    app.get(
      '/device/requests/:userCode',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Which machine waits for this user code, for /device',
          tags,
          params: deviceRequestParamsSchema,
          response: { 200: deviceRequestSchema },
        },
      },
      async (request) => findDeviceRequest(deps, currentUser(request), request.params.userCode),
    );

    app.post(
      '/device/decision',
      {
        config: { access: 'user' },
        schema: {
          summary: 'The signed-in user approves or denies the machine that shows this user code',
          tags,
          body: deviceDecisionRequestSchema,
        },
      },
      async (request, reply) => {
        await decideDeviceRequest(deps, actorOf(request), request.body);
        return reply.code(204).send();
      },
    );
  };
}
