import {
  generateLicenceKeysRequestSchema,
  generateLicenceKeysResponseSchema,
  licenceKeyCodeParamsSchema,
  licenceKeyListQuerySchema,
  licenceKeySchema,
  reassignLicenceKeyRequestSchema,
  redeemLicenceKeyRequestSchema,
  redeemLicenceKeyResponseSchema,
} from '../schemas/licence-keys.js';
import { licenceKeyRedemptionQuoteSchema } from '../schemas/plan-quote.js';
import { pageOf } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The spec's coupons: admins make and withdraw them, staff activate customers with them. */
export const licenceKeys = {
  generateLicenceKeys: operation({
    ...API_PATHS.licenceKeys.generateLicenceKeys,
    access: 'admin',
    failureCode: 'GEN_COUPON_FAIL',
    summary: "Generate a batch of keys, for a reseller or for direct sale (the spec's gen_coupon)",
    body: generateLicenceKeysRequestSchema,
    responses: { 201: generateLicenceKeysResponseSchema },
  }),
  listLicenceKeys: operation({
    ...API_PATHS.licenceKeys.listLicenceKeys,
    access: 'staff',
    summary:
      'Keys, newest first, 50 to a page: every key for admins, their own for resellers; `code` finds the start of a code, look-alikes read as the key alphabet (coupons_list)',
    query: licenceKeyListQuerySchema,
    responses: { 200: pageOf(licenceKeySchema) },
  }),
  redeemLicenceKey: operation({
    ...API_PATHS.licenceKeys.redeemLicenceKey,
    access: 'staff',
    summary: 'Activate a customer with a key; a reseller only with their own (activate_customer)',
    body: redeemLicenceKeyRequestSchema,
    responses: { 200: redeemLicenceKeyResponseSchema },
  }),
  quoteLicenceKeyRedemption: operation({
    ...API_PATHS.licenceKeys.quoteLicenceKeyRedemption,
    access: 'staff',
    summary:
      "What redeeming a key for a customer would give them, refused as the redemption would be; redeems nothing (a POST, so the key's code stays out of addresses and logs)",
    body: redeemLicenceKeyRequestSchema,
    responses: { 200: licenceKeyRedemptionQuoteSchema },
  }),
  reassignLicenceKey: operation({
    ...API_PATHS.licenceKeys.reassignLicenceKey,
    access: 'admin',
    summary: 'Give an unused key to another active reseller, or (null) to direct sale',
    params: licenceKeyCodeParamsSchema,
    body: reassignLicenceKeyRequestSchema,
    responses: { 200: licenceKeySchema },
  }),
  deleteLicenceKey: operation({
    ...API_PATHS.licenceKeys.deleteLicenceKey,
    access: 'admin',
    summary: 'Withdraw an unused key; a used one answers 409 (delete_coupon)',
    params: licenceKeyCodeParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
