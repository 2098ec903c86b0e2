import {
  generateLicenceKeysRequestSchema,
  generateLicenceKeysResponseSchema,
  licenceKeyCodeParamsSchema,
  licenceKeyListQuerySchema,
  licenceKeySchema,
  pageOf,
  reassignLicenceKeyRequestSchema,
  licenceKeyRedemptionQuoteSchema,
  redeemLicenceKeyRequestSchema,
  redeemLicenceKeyResponseSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { deleteLicenceKey } from './delete-licence-key.js';
import { generateLicenceKeys } from './generate-licence-keys.js';
import { listLicenceKeys } from './list-licence-keys.js';
import { reassignLicenceKey } from './reassign-licence-key.js';
import { quoteLicenceKeyRedemption } from './quote-licence-key-redemption.js';
import { redeemLicenceKey } from './redeem-licence-key.js';

const tags = ['licence keys'];

/** The spec's coupons: admins make and withdraw them, staff activate customers with them. */
export function licenceKeysRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/licence-keys',
      {
        config: { access: 'admin', failureCode: 'GEN_COUPON_FAIL' },
        schema: {
          summary: "Generate a batch of keys, for a reseller or for direct sale (the spec's gen_coupon)",
          tags,
          body: generateLicenceKeysRequestSchema,
          response: { 201: generateLicenceKeysResponseSchema },
        },
      },
      async (request, reply) => {
        const keys = await generateLicenceKeys(deps, actorOf(request), request.body);
        return reply.code(201).send({ keys });
      },
    );

    app.get(
      '/licence-keys',
      {
        config: { access: 'staff' },
        schema: {
          summary:
            'Keys, newest first, 50 to a page: every key for admins, their own for resellers; `code` finds the start of a code, look-alikes read as the key alphabet (coupons_list)',
          tags,
          querystring: licenceKeyListQuerySchema,
          response: { 200: pageOf(licenceKeySchema) },
        },
      },
      async (request) => listLicenceKeys(deps.db, currentUser(request), request.query),
    );

    app.post(
      '/licence-keys/redeem',
      {
        config: { access: 'staff' },
        schema: {
          summary: 'Activate a customer with a key; a reseller only with their own (activate_customer)',
          tags,
          body: redeemLicenceKeyRequestSchema,
          response: { 200: redeemLicenceKeyResponseSchema },
        },
      },
      async (request) => redeemLicenceKey(deps, actorOf(request), request.body),
    );

    app.post(
      '/licence-keys/redeem/quote',
      {
        config: { access: 'staff' },
        schema: {
          summary:
            "What redeeming a key for a customer would give them, refused as the redemption would be; redeems nothing (a POST, so the key's code stays out of addresses and logs)",
          tags,
          body: redeemLicenceKeyRequestSchema,
          response: { 200: licenceKeyRedemptionQuoteSchema },
        },
      },
      async (request) => quoteLicenceKeyRedemption(deps, actorOf(request), request.body),
    );

    app.patch(
      '/licence-keys/:code',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Give an unused key to another active reseller, or (null) to direct sale',
          tags,
          params: licenceKeyCodeParamsSchema,
          body: reassignLicenceKeyRequestSchema,
          response: { 200: licenceKeySchema },
        },
      },
      async (request) =>
        reassignLicenceKey(deps, actorOf(request), {
          code: request.params.code,
          resellerId: request.body.resellerId,
        }),
    );

    app.delete(
      '/licence-keys/:code',
      {
        config: { access: 'admin' },
        schema: {
          summary: 'Withdraw an unused key; a used one answers 409 (delete_coupon)',
          tags,
          params: licenceKeyCodeParamsSchema,
        },
      },
      async (request, reply) => {
        await deleteLicenceKey(deps, actorOf(request), request.params.code);
        return reply.code(204).send();
      },
    );
  };
}
