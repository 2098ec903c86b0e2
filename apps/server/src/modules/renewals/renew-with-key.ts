import {
  type RedeemLicenceKeyResponse,
  RENEWABLE_ACCOUNT_TYPES,
  type RenewWithKeyRequest,
  type RoleCode,
} from '@oneclick/shared';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { licenceKeys, users } from '../../db/schema/index.js';
import { lockActiveReseller, spendLicenceKey } from '../../domain/spend-licence-key.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';

/**
 * A reseller renews a client of theirs with one of their unused keys of the client's package
 * (the longest, then the oldest): the redemption of D4 with the key chosen for them. The client's
 * row is locked first and must still end at the date the reseller saw, so of any number of clicks
 * on one renewal exactly one spends a key; the others are told it is already renewed. A key
 * another redemption holds at that moment is skipped, not waited for.
 */
export async function renewWithKey(
  deps: ModuleDeps,
  actor: Actor,
  clientId: string,
  { expiresAt }: RenewWithKeyRequest,
): Promise<RedeemLicenceKeyResponse> {
  const seller = signedInUser(actor);
  return deps.runUnitOfWork(actor, async (uow) => {
    const { tx } = uow;
    if (!(await lockActiveReseller(tx, seller.id)))
      throw new AppError('FORBIDDEN', 403, 'Your account may not do this.');
    const [client] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, clientId), eq(users.resellerId, seller.id)))
      .for('update');
    if (!client) {
      throw new AppError('NOT_FOUND', 404, 'This customer is not one of your clients.', { reason: 'NOT_YOUR_CLIENT' });
    }
    const role = client.role as RoleCode;
    if (!RENEWABLE_ACCOUNT_TYPES.includes(role) || client.expiresAt?.getTime() !== new Date(expiresAt).getTime()) {
      throw new AppError('CONFLICT', 409, 'This plan has already been renewed or changed.', {
        reason: 'ALREADY_RENEWED',
      });
    }
    const [key] = await tx
      .select()
      .from(licenceKeys)
      .where(
        and(
          eq(licenceKeys.resellerId, seller.id),
          eq(licenceKeys.accountType, role),
          isNull(licenceKeys.usedAt),
          isNull(licenceKeys.deletedAt),
        ),
      )
      .orderBy(desc(licenceKeys.months), asc(licenceKeys.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!key) {
      throw new AppError('CONFLICT', 409, 'You have no unused key of this package.', { reason: 'NO_KEY_OF_PACKAGE' });
    }
    const plan = await spendLicenceKey(uow, key, client, seller.id, { renewal: true });
    return {
      customer: { id: client.id, name: client.name, email: client.email },
      accountType: plan.role,
      expiresAt: plan.expiresAt.toISOString(),
    };
  });
}
