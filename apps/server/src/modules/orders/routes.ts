import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { cancelOrder } from './cancel-order.js';
import { cancelOwnOrder } from './cancel-own-order.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { quoteOrderPlan } from './quote-order-plan.js';

/** Orders the server prices, their lists, and their cancelling; paying them is the payments module's. */
export function ordersRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'orders', {
      createOrder: async (request, reply) =>
        reply.code(201).send(await createOrder(deps, actorOf(request), request.body)),
      listOrders: async (request) => listOrders(deps.db, deps.config, currentUser(request), request.query),
      listOwnOrders: async (request) =>
        listOrders(deps.db, deps.config, currentUser(request), request.query, { ownOnly: true }),
      getOrder: async (request) => getOrder(deps.db, deps.config, currentUser(request), request.params.id),
      quoteOrderPlan: async (request) => quoteOrderPlan(deps.db, currentUser(request), request.params.id),
      cancelOrder: async (request) =>
        cancelOrder(deps, actorOf(request), { id: request.params.id, reason: request.body.reason }),
      cancelOwnOrder: async (request) => cancelOwnOrder(deps, actorOf(request), request.params.id),
    });
  };
}
