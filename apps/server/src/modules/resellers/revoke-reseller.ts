import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { licenceKeys, users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { lockReseller } from './queries.js';
import { recipientOf } from '../../mail/render-email.js';
import { resellersEmails } from './emails.js';

/**
 * An admin takes reseller status away. The user's unused keys stay theirs but cannot be
 * redeemed (redeeming needs an active reseller) until an admin reassigns or deletes them.
 */
export async function revokeReseller(deps: ModuleDeps, actor: Actor, input: { userId: string }): Promise<void> {
  await deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const reseller = await lockReseller(tx, input.userId);
    await tx
      .update(users)
      .set({ isReseller: false, commissionRate: null, updatedAt: sql`now()` })
      .where(eq(users.id, reseller.id));
    const [unused] = await tx
      .select({ n: count() })
      .from(licenceKeys)
      .where(and(eq(licenceKeys.resellerId, reseller.id), isNull(licenceKeys.usedAt), isNull(licenceKeys.deletedAt)));
    await audit({
      action: 'reseller.revoked',
      targetId: reseller.id,
      details: { commissionRate: reseller.commissionRate, unusedKeys: unused!.n },
    });
    await mail(resellersEmails.resellerRevoked, recipientOf(reseller), {});
  });
}
