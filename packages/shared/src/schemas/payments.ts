import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/orders.js';
import { pageQuerySchema } from './common.js';
import { orderSchema } from './orders.js';
import { optionalParagraphOfText, paragraphOfText, safeText } from './validation.js';

/** Where the browser goes to approve a PayPal payment. */
export const paypalApprovalSchema = z.object({ approveUrl: z.string() });
export type PaypalApproval = z.infer<typeof paypalApprovalSchema>;

/** PayPal's order id as it comes back in `?token=`. */
export const paypalReturnQuerySchema = z.object({ token: z.string().regex(/^[0-9A-Za-z-]{1,64}$/, 'NOT_FOUND') });

/**
 * How a return from PayPal ended, as the page it lands on is told (`?paypal=`); `replaced`: the
 * buyer approved an older approval of an order whose payment they had started again, which
 * takes nothing.
 */
export const PAYPAL_OUTCOMES = ['success', 'pending', 'cancelled', 'failed', 'closed', 'refunded', 'replaced'] as const;
export type PaypalOutcome = (typeof PAYPAL_OUTCOMES)[number];

/**
 * A bank-notification service's notice of one transfer (SePay's fields). Extra fields are
 * allowed: the service adds some, and the notice is authenticated by its key, not its shape.
 */
export const bankWebhookPayloadSchema = z.object({
  id: z.union([z.number().int().nonnegative(), safeText().min(1).max(64)]).transform(String),
  gateway: safeText().max(100),
  transactionDate: safeText().max(40),
  accountNumber: safeText().max(40),
  content: safeText().max(1000),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().min(0).max(1e15),
  referenceCode: safeText().max(100).nullish(),
});

/** What the bank-notification service is answered once a notice is taken. */
export const bankWebhookAnswerSchema = z.object({ success: z.literal(true) });

/** How an admin settled a transfer that needed a person: paid an order with it, gave it back outside the portal, or set it aside. */
export const TRANSFER_SETTLEMENTS = ['matched', 'refunded', 'dismissed'] as const;

/** Why a bank transfer paid no order, or needs a look although it paid one (MORE_THAN_DUE). */
export const UNMATCHED_TRANSFER_REASONS = [
  'OUTGOING',
  'NOT_OUR_ACCOUNT',
  'NO_OPEN_ORDER',
  'LESS_THAN_DUE',
  'MORE_THAN_DUE',
  'NOT_A_CUSTOMER',
] as const;
export type UnmatchedTransferReason = (typeof UNMATCHED_TRANSFER_REASONS)[number];
export type TransferSettlement = (typeof TRANSFER_SETTLEMENTS)[number];

export const transferSettlementSchema = z.object({
  action: z.enum(TRANSFER_SETTLEMENTS),
  /** The reason or note the admin gave (a short match's reason; null for a full match). */
  note: z.string().nullable(),
  at: z.string(),
  /** The admin's e-mail, or null once their account is gone. */
  by: z.string().nullable(),
});

/** A transfer that paid nothing, or paid an order more than was due, for an admin to look at. */
export const unmatchedTransferSchema = z.object({
  id: z.string(),
  gateway: z.string(),
  transactionDate: z.string(),
  accountNumber: z.string(),
  content: z.string(),
  amount: z.number().int(),
  reason: z.enum(UNMATCHED_TRANSFER_REASONS),
  /** MORE_THAN_DUE: the order it paid and by how much it was over. */
  orderId: z.string().nullable(),
  excess: z.number().int().nullable(),
  receivedAt: z.string(),
  /** Null while it waits for an admin. */
  settlement: transferSettlementSchema.nullable(),
  /** In lists: the order its content names, whatever its state, so a paid one shows the transfer may be accounted for. */
  namedOrder: z.object({ id: z.string(), status: z.enum(ORDER_STATUSES) }).nullable(),
});
export type UnmatchedTransfer = z.infer<typeof unmatchedTransferSchema>;

/** The unmatched transfers still waiting for an admin (`open`, the default) or those settled. */
export const unmatchedTransferListQuerySchema = pageQuerySchema.extend({
  state: z.enum(['open', 'settled']).default('open'),
});
export type UnmatchedTransferListQuery = z.input<typeof unmatchedTransferListQuerySchema>;

export const transferIdParamsSchema = z.object({ id: safeText().min(1, 'NOT_FOUND').max(64, 'NOT_FOUND') });

/**
 * Marks an order paid; with `transferId`, by that open transfer, settled against it at once (one
 * short of the amount due needs a reason), as matching the transfer to the order would.
 */
export const markOrderPaidRequestSchema = z
  .strictObject({
    transferId: safeText().min(1, 'NOT_FOUND').max(64, 'NOT_FOUND').optional(),
    reason: optionalParagraphOfText(500),
  })
  // Without a transfer, no body is needed (the request the dashboard sent before transfers were offered).
  .nullish();
export type MarkOrderPaidRequest = z.input<typeof markOrderPaidRequestSchema>;

/** Pays an order with a transfer; one short of the amount due needs a reason. */
export const matchTransferRequestSchema = z.strictObject({
  orderId: z.string('REQUIRED').regex(/^[0-9A-Fa-f]{12}$/, 'ORDER_ID_INVALID'),
  reason: optionalParagraphOfText(500),
});
export type MatchTransferRequest = z.input<typeof matchTransferRequestSchema>;

/** The money went back outside the portal: how, for the record. */
export const refundedTransferRequestSchema = z.strictObject({ note: paragraphOfText(500) });
/** A paid bank order's money sent back by the bank, outside the portal: the note says when and how. */
export const recordBankRefundRequestSchema = z.strictObject({ note: paragraphOfText(500) });
export type RecordBankRefundRequest = z.input<typeof recordBankRefundRequestSchema>;
export const dismissTransferRequestSchema = z.strictObject({ reason: paragraphOfText(500) });

/** Orders a transfer could pay, found by their id (or its start) or the customer's e-mail. */
export const transferOrderSearchQuerySchema = z.object({
  q: safeText().trim().min(1, 'REQUIRED').max(254, 'TOO_LONG'),
});

/** The ten newest of them. */
export const ordersToMatchSchema = z.array(orderSchema);

/** The open transfers an admin may settle against an order as they mark it paid. */
export const transfersNamingOrderSchema = z.array(unmatchedTransferSchema);

/**
 * A PayPal webhook delivery: checked for shape only as far as routing it needs; PayPal
 * verifies the whole event as received, so every other field is kept untouched.
 */
export const paypalWebhookEventSchema = z.looseObject({
  id: safeText().min(1).max(100),
  event_type: safeText().min(1).max(100),
  resource: z.looseObject({}),
});

/** What PayPal is answered once an event is taken. */
export const paypalWebhookAnswerSchema = z.object({ received: z.literal(true) });
