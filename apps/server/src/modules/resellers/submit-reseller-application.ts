import type { resellerApplicationRequestSchema } from '@oneclick/shared';
import { getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { resellerApplications } from '../../db/schema/index.js';
import { selectVerifiedAdmins } from '../../auth/users.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/unit-of-work.js';
import { resellerEmails } from './reseller-emails.js';

type ApplicationInput = z.output<typeof resellerApplicationRequestSchema>;

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Files an application from /be_reseller. An address has at most one pending application:
 * applying again while it waits updates it (one upsert, so concurrent repeats cannot pile up).
 * The applicant is told it arrived; admins are told of new ones only.
 */
export async function submitResellerApplication(deps: ModuleDeps, actor: Actor, input: ApplicationInput) {
  await hitRateLimit(deps.db, `reseller-application:ip:${actor.ip}`, { limit: 10, windowSeconds: 3600 });
  await hitRateLimit(deps.db, `reseller-application:email:${input.email}`, { limit: 3, windowSeconds: 3600 });
  const emails = resellerEmails(deps.config);
  await deps.runUnitOfWork(actor, async ({ tx, audit, enqueueEmail }) => {
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
    await enqueueEmail(emails.applicationReceived(application));
    if (!isNew) return;
    for (const admin of await selectVerifiedAdmins(tx))
      await enqueueEmail(emails.applicationWaiting(admin, application));
  });
}
