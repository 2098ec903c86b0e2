import type { DeviceTokenError, ErrorCode } from '@oneclick/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { decideDeviceRequest } from './decide-device-request.js';
import { exchangeDeviceCode } from './exchange-device-code.js';
import { findDeviceRequest } from './find-device-request.js';
import { startDeviceAuthorization } from './start-device-authorization.js';

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
export function deviceRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'device', {
      startDeviceAuthorization: async (request) => startDeviceAuthorization(deps, actorOf(request), request.body),
      exchangeDeviceCode: async (request, reply) => {
        const result = await exchangeDeviceCode(deps, actorOf(request), request.body.device_code);
        if ('token' in result) return { access_token: result.token, token_type: 'Bearer' as const };
        return reply.code(400).send({ error: result.error, ...TOKEN_ERRORS[result.error] });
      },
      findDeviceRequest: async (request) => findDeviceRequest(deps, currentUser(request), request.params.userCode),
      decideDeviceRequest: async (request, reply) => {
        await decideDeviceRequest(deps, actorOf(request), request.body);
        return reply.code(204).send();
      },
    });
  };
}
