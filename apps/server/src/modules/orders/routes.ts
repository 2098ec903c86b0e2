import type { FastifyPluginAsync } from 'fastify';
import type { OrdersDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../lib/register-operations.js';
import { cancelOrder } from './cancel-order.js';
import { capturePaypalPayment, returnFromCancelledPaypal } from './capture-paypal-payment.js';
import { confirmTransfer } from './confirm-transfer.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { listOrders } from './list-orders.js';
import { listUnmatchedTransfers } from './list-unmatched-transfers.js';
import { markOrderPaid } from './mark-order-paid.js';
import { listTransfersNamingOrder } from './list-transfers-naming-order.js';
import { quoteOrderPlan } from './quote-order-plan.js';
import { receiveBankTransfer } from './receive-bank-transfer.js';
import { receivePaypalWebhook } from './receive-paypal-webhook.js';
import { startPaypalPayment } from './start-paypal-payment.js';
import { PAYPAL_SIGNATURE_HEADERS } from '../../integrations/paypal-client.js';
import { cancelOwnOrder } from './cancel-own-order.js';
import { findOrdersToMatch } from './find-orders-to-match.js';
import { matchBankTransfer } from './match-bank-transfer.js';
import type { WebhookText } from './paypal-webhook-text.js';
import { settleBankTransfer } from './settle-bank-transfer.js';

/** Orders the server prices and fulfils, PayPal's redirect flow, and the payment notifications that pay them. */
export function ordersRoutes(deps: OrdersDeps, webhookText: WebhookText): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'orders', {
      createOrder: async (request, reply) =>
        reply.code(201).send(await createOrder(deps, actorOf(request), request.body)),
      listOrders: async (request) => listOrders(deps.db, deps.config, currentUser(request), request.query),
      listOwnOrders: async (request) =>
        listOrders(deps.db, deps.config, currentUser(request), request.query, { ownOnly: true }),
      getOrder: async (request) => getOrder(deps.db, deps.config, currentUser(request), request.params.id),
      quoteOrderPlan: async (request) => quoteOrderPlan(deps.db, currentUser(request), request.params.id),
      startPaypalPayment: async (request) => startPaypalPayment(deps, actorOf(request), request.params.id),
      capturePaypalPayment: async (request, reply) => {
        const { location } = await capturePaypalPayment(deps, actorOf(request), request.query.token);
        return reply.redirect(location, 303);
      },
      returnFromCancelledPaypal: async (request, reply) => {
        const { location } = await returnFromCancelledPaypal(deps, request.query.token);
        return reply.redirect(location, 303);
      },
      receivePaypalWebhook: async (request) => {
        const headers = Object.fromEntries(
          PAYPAL_SIGNATURE_HEADERS.map((name) => [name, request.headers[name] as string | undefined]),
        );
        await receivePaypalWebhook(deps, actorOf(request), headers, request.body, webhookText(request));
        return { received: true as const };
      },
      confirmTransfer: async (request) => confirmTransfer(deps, actorOf(request), request.params.id),
      markOrderPaid: async (request) => markOrderPaid(deps, actorOf(request), request.params.id, request.body),
      listTransfersNamingOrder: async (request) => listTransfersNamingOrder(deps.db, request.params.id),
      cancelOrder: async (request) =>
        cancelOrder(deps, actorOf(request), { id: request.params.id, reason: request.body.reason }),
      receiveBankTransfer: async (request) => {
        await receiveBankTransfer(deps, actorOf(request), request.headers.authorization, request.body);
        return { success: true as const };
      },
      listUnmatchedTransfers: async (request) => listUnmatchedTransfers(deps.db, request.query),
      cancelOwnOrder: async (request) => cancelOwnOrder(deps, actorOf(request), request.params.id),
      findOrdersToMatch: async (request) => findOrdersToMatch(deps.db, deps.config, request.query.q),
      matchBankTransfer: async (request) => matchBankTransfer(deps, actorOf(request), request.params.id, request.body),
      markBankTransferRefunded: async (request) =>
        settleBankTransfer(deps, actorOf(request), request.params.id, {
          settlement: 'refunded',
          note: request.body.note,
        }),
      dismissBankTransfer: async (request) =>
        settleBankTransfer(deps, actorOf(request), request.params.id, {
          settlement: 'dismissed',
          note: request.body.reason,
        }),
    });
  };
}
