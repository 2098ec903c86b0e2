import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsDeps } from '../../app-deps.js';
import { actorOf } from '../../auth/current-user.js';
import { PAYPAL_SIGNATURE_HEADERS } from '../../integrations/paypal-client.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { capturePaypalPayment, returnFromCancelledPaypal } from './capture-paypal-payment.js';
import { confirmTransfer } from './confirm-transfer.js';
import { findOrdersToMatch } from './find-orders-to-match.js';
import { listTransfersNamingOrder } from './list-transfers-naming-order.js';
import { listUnmatchedTransfers } from './list-unmatched-transfers.js';
import { markOrderPaid } from './mark-order-paid.js';
import { recordBankRefund } from './record-bank-refund.js';
import { matchBankTransfer } from './match-bank-transfer.js';
import type { WebhookText } from './paypal-webhook-text.js';
import { receiveBankTransfer } from './receive-bank-transfer.js';
import { receivePaypalWebhook } from './receive-paypal-webhook.js';
import { settleBankTransfer } from './settle-bank-transfer.js';
import { startPaypalPayment } from './start-paypal-payment.js';

/** Paying orders: PayPal's redirect flow and webhook, bank transfers received, matched and settled. */
export function paymentsRoutes(deps: PaymentsDeps, webhookText: WebhookText): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'payments', {
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
      recordBankRefund: async (request) => recordBankRefund(deps, actorOf(request), request.params.id, request.body),
      listTransfersNamingOrder: async (request) => listTransfersNamingOrder(deps.db, request.params.id),
      receiveBankTransfer: async (request) => {
        await receiveBankTransfer(deps, actorOf(request), request.headers.authorization, request.body);
        return { success: true as const };
      },
      listUnmatchedTransfers: async (request) => listUnmatchedTransfers(deps.db, request.query),
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
