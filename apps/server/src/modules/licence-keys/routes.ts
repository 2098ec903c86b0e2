import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { deleteLicenceKey } from './delete-licence-key.js';
import { generateLicenceKeys } from './generate-licence-keys.js';
import { listLicenceKeys } from './list-licence-keys.js';
import { reassignLicenceKey } from './reassign-licence-key.js';
import { quoteLicenceKeyRedemption } from './quote-licence-key-redemption.js';
import { redeemLicenceKey } from './redeem-licence-key.js';

/** The spec's coupons: admins make and withdraw them, staff activate customers with them. */
export function licenceKeysRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'licenceKeys', {
      generateLicenceKeys: async (request, reply) => {
        const keys = await generateLicenceKeys(deps, actorOf(request), request.body);
        return reply.code(201).send({ keys });
      },
      listLicenceKeys: async (request) => listLicenceKeys(deps.db, currentUser(request), request.query),
      redeemLicenceKey: async (request) => redeemLicenceKey(deps, actorOf(request), request.body),
      quoteLicenceKeyRedemption: async (request) => quoteLicenceKeyRedemption(deps, actorOf(request), request.body),
      reassignLicenceKey: async (request) =>
        reassignLicenceKey(deps, actorOf(request), {
          code: request.params.code,
          resellerId: request.body.resellerId,
        }),
      deleteLicenceKey: async (request, reply) => {
        await deleteLicenceKey(deps, actorOf(request), request.params.code);
        return reply.code(204).send();
      },
    });
  };
}
