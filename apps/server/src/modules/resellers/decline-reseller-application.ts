import type { ResellerApplication } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { resellerApplications } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { lockPendingApplication, selectApplications, toResellerApplication } from './queries.js';
import { recipientOf } from '../../mail/render-email.js';
import { resellersEmails } from './emails.js';

/** An admin declines a pending application with a reason, which the applicant is told. */
export async function declineResellerApplication(
  deps: ModuleDeps,
  actor: Actor,
  input: { applicationId: string; reason: string },
): Promise<ResellerApplication> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit, mail }) => {
    const application = await lockPendingApplication(tx, input.applicationId);
    await tx
      .update(resellerApplications)
      .set({
        status: 'declined',
        declineReason: input.reason,
        decidedById: admin.id,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(resellerApplications.id, application.id));
    await audit({
      action: 'reseller_application.declined',
      targetId: application.id,
      details: { email: application.email, reason: input.reason },
    });
    await mail(resellersEmails.resellerDeclined, recipientOf(application), { reason: input.reason });
    const [row] = await selectApplications(tx).where(eq(resellerApplications.id, application.id));
    return toResellerApplication(row!);
  });
}
