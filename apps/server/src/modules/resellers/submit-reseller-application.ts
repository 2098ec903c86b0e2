import type { resellerApplicationRequestSchema } from '@oneclick/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { resellerApplications } from '../../db/schema/index.js';
import { mailAdmins } from '../../auth/users.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import { resellersEmails } from './emails.js';

type ApplicationInput = z.output<typeof resellerApplicationRequestSchema>;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Files an application from /be_reseller. An address has at most one pending application:
 * applying again while it waits updates it (one upsert, so concurrent repeats cannot pile up).
 * The applicant is told it arrived; admins are told of new ones only.
 */
export async function submitResellerApplication(deps: ModuleDeps, actor: Actor, input: ApplicationInput) {
  await deps.rateLimits.hit(`reseller-application:ip:${actor.ip}`, { limit: 10, windowSeconds: 3600 });
  await deps.rateLimits.hit(`reseller-application:email:${input.email}`, { limit: 3, windowSeconds: 3600 });
  await deps.runUnitOfWork(actor, async (uow) => {
    const { tx, audit } = uow;
    const [saved] = await tx
      .insert(resellerApplications)
      .values({ ...input, message: input.message || null })
      .onConflictDoUpdate({
        target: resellerApplications.email,
        targetWhere: sql`${resellerApplications.status} = 'pending'`,
        set: {
          name: excluded('name'),
          phone: excluded('phone'),
          country: excluded('country'),
          message: excluded('message'),
          language: excluded('language'),
          updatedAt: sql`now()`,
        },
      })
      .returning({ ...getTableColumns(resellerApplications), isNew: sql<boolean>`xmax = 0` });
    const { isNew, ...application } = saved!;
    await audit({
      action: isNew ? 'reseller_application.submitted' : 'reseller_application.updated',
      targetId: application.id,
      details: { email: application.email },
    });
    await uow.mail(resellersEmails.resellerApplicationReceived, recipientOf(application), { email: application.email });
    if (!isNew) return;
    const { name: applicant, email, phone, country } = application;
    await mailAdmins(uow, resellersEmails.resellerApplicationWaiting, { applicant, email, phone, country });
  });
}
