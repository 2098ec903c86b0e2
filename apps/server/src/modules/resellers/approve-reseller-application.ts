import type { ResellerApplication } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { resellerApplications, users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { lockPendingApplication, selectApplications, toResellerApplication } from './queries.js';
import { recipientOf } from '../../mail/render-email.js';
import { resellersEmails } from './emails.js';

/**
 * An admin approves a pending application at a commission rate: the verified account with the
 * applicant's address becomes a reseller. The application is locked first, so of an approval
 * and a decline at once only one decides it.
 */
export async function approveResellerApplication(
  deps: ModuleDeps,
  actor: Actor,
  input: { applicationId: string; commissionRate: number },
): Promise<ResellerApplication> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const application = await lockPendingApplication(tx, input.applicationId);
    const [account] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, application.email))
      .for('update');
    if (!account?.emailVerifiedAt) {
      throw new AppError('CONFLICT', 409, 'No verified account uses this address yet.', {
        reason: 'APPLICANT_HAS_NO_ACCOUNT',
      });
    }
    await tx
      .update(users)
      .set({ isReseller: true, commissionRate: input.commissionRate, updatedAt: sql`now()` })
      .where(eq(users.id, account.id));
    await tx
      .update(resellerApplications)
      .set({
        status: 'approved',
        commissionRate: input.commissionRate,
        userId: account.id,
        decidedById: admin.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(resellerApplications.id, application.id));
    await audit({
      action: 'reseller_application.approved',
      targetId: account.id,
      details: { applicationId: application.id, commissionRate: input.commissionRate },
    });
    await mail(resellersEmails.resellerApproved, recipientOf(application), { rate: input.commissionRate });
    const [row] = await selectApplications(tx).where(eq(resellerApplications.id, application.id));
    return toResellerApplication(row!);
  });
}
