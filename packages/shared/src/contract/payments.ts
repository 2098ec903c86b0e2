import { orderIdParamsSchema, orderSchema } from '../schemas/orders.js';
import {
  bankWebhookAnswerSchema,
  bankWebhookPayloadSchema,
  dismissTransferRequestSchema,
  markOrderPaidRequestSchema,
  recordBankRefundRequestSchema,
  matchTransferRequestSchema,
  ordersToMatchSchema,
  paypalApprovalSchema,
  paypalReturnQuerySchema,
  paypalWebhookAnswerSchema,
  paypalWebhookEventSchema,
  refundedTransferRequestSchema,
  transferIdParamsSchema,
  transferOrderSearchQuerySchema,
  transfersNamingOrderSchema,
  unmatchedTransferListQuerySchema,
  unmatchedTransferSchema,
} from '../schemas/payments.js';
import { pageOf } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** Paying orders: PayPal's redirect flow and webhook, and bank transfers received, confirmed, matched and settled. */
export const payments = {
  startPaypalPayment: operation({
    ...API_PATHS.payments.startPaypalPayment,
    access: 'public',
    failureCode: 'PAYMENT__FAIL',
    summary:
      "PayPal's approval address for an open PayPal order (active_paypal): the owner's, or a donation's made without an account",
    params: orderIdParamsSchema,
    responses: { 200: paypalApprovalSchema },
  }),
  capturePaypalPayment: operation({
    ...API_PATHS.payments.capturePaypalPayment,
    access: 'public',
    summary: "PayPal sends the buyer back here: the server captures, settles, and redirects to the order's page",
    query: paypalReturnQuerySchema,
    responses: { 303: NO_JSON },
  }),
  returnFromCancelledPaypal: operation({
    ...API_PATHS.payments.returnFromCancelledPaypal,
    access: 'public',
    summary: "The buyer left PayPal without paying: back to the order's page, to try again",
    query: paypalReturnQuerySchema,
    responses: { 303: NO_JSON },
  }),
  receivePaypalWebhook: operation({
    ...API_PATHS.payments.receivePaypalWebhook,
    access: 'public',
    caller: 'webhook',
    summary: "PayPal's webhook: verified with PayPal, handled once per event id",
    body: paypalWebhookEventSchema,
    responses: { 200: paypalWebhookAnswerSchema },
  }),
  confirmTransfer: operation({
    ...API_PATHS.payments.confirmTransfer,
    access: 'user',
    summary: "The customer says they made the bank transfer ('confirm order'); admins are told",
    params: orderIdParamsSchema,
    responses: { 200: orderSchema },
  }),
  markOrderPaid: operation({
    ...API_PATHS.payments.markOrderPaid,
    access: 'admin',
    summary:
      'An admin saw the money arrive: paid and fulfilled once, with the plan activated; with `transferId`, that open transfer is settled against it in the same transaction',
    params: orderIdParamsSchema,
    body: markOrderPaidRequestSchema,
    responses: { 200: orderSchema },
  }),
  recordBankRefund: operation({
    ...API_PATHS.payments.recordBankRefund,
    access: 'admin',
    summary:
      "An admin records that a paid bank-transfer order's money was sent back in full: the order is refunded, what it gave taken back, and its e-invoice adjusted",
    params: orderIdParamsSchema,
    body: recordBankRefundRequestSchema,
    responses: { 200: orderSchema },
  }),
  listTransfersNamingOrder: operation({
    ...API_PATHS.payments.listTransfersNamingOrder,
    access: 'admin',
    summary:
      "Open transfers that paid nothing and name this order or another of its buyer's, newest first (at most 20)",
    params: orderIdParamsSchema,
    responses: { 200: transfersNamingOrderSchema },
  }),
  receiveBankTransfer: operation({
    ...API_PATHS.payments.receiveBankTransfer,
    access: 'public',
    caller: 'webhook',
    summary: "A bank-notification service's transfer notice (SePay), authenticated by `Authorization: Apikey <key>`",
    body: bankWebhookPayloadSchema,
    responses: { 200: bankWebhookAnswerSchema },
  }),
  listUnmatchedTransfers: operation({
    ...API_PATHS.payments.listUnmatchedTransfers,
    access: 'admin',
    summary: 'Transfers that paid no order, newest first, for an admin to sort out (`state`: open or settled)',
    query: unmatchedTransferListQuerySchema,
    responses: { 200: pageOf(unmatchedTransferSchema) },
  }),
  findOrdersToMatch: operation({
    ...API_PATHS.payments.findOrdersToMatch,
    access: 'admin',
    summary: 'Bank-transfer orders a transfer could pay, by order id (or its start) or e-mail; the ten newest',
    query: transferOrderSearchQuerySchema,
    responses: { 200: ordersToMatchSchema },
  }),
  matchBankTransfer: operation({
    ...API_PATHS.payments.matchBankTransfer,
    access: 'admin',
    summary: 'Pay an order with an unmatched transfer (one short of the amount due needs a reason)',
    params: transferIdParamsSchema,
    body: matchTransferRequestSchema,
    responses: { 200: unmatchedTransferSchema },
  }),
  markBankTransferRefunded: operation({
    ...API_PATHS.payments.markBankTransferRefunded,
    access: 'admin',
    summary: 'Record that an unmatched transfer was given back outside the portal, with a note',
    params: transferIdParamsSchema,
    body: refundedTransferRequestSchema,
    responses: { 200: unmatchedTransferSchema },
  }),
  dismissBankTransfer: operation({
    ...API_PATHS.payments.dismissBankTransfer,
    access: 'admin',
    summary: 'Set an unmatched transfer aside with a reason',
    params: transferIdParamsSchema,
    body: dismissTransferRequestSchema,
    responses: { 200: unmatchedTransferSchema },
  }),
};
