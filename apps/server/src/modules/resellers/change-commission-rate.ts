import type { ResellerSummary } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { getResellerSummary } from './get-reseller-summary.js';
import { lockReseller } from './queries.js';
import { recipientOf } from '../../mail/render-email.js';
import { resellersEmails } from './emails.js';

/** An admin changes an active reseller's commission; the reseller is told. Setting the same rate changes nothing. */
export async function changeCommissionRate(
  deps: ModuleDeps,
  actor: Actor,
  input: { userId: string; commissionRate: number },
): Promise<ResellerSummary> {
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const reseller = await lockReseller(tx, input.userId);
    const previous = reseller.commissionRate ?? 0;
    if (previous !== input.commissionRate) {
      await tx
        .update(users)
        .set({ commissionRate: input.commissionRate, updatedAt: sql`now()` })
        .where(eq(users.id, reseller.id));
      await audit({
        action: 'reseller.commission_changed',
        targetId: reseller.id,
        details: { from: previous, to: input.commissionRate },
      });
      await mail(resellersEmails.commissionChanged, recipientOf(reseller), { previous, rate: input.commissionRate });
    }
    return getResellerSummary(tx, reseller.id);
  });
}
