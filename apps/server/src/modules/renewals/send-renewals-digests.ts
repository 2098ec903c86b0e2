import { type RoleCode, weekOf } from '@oneclick/shared';
import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import { resellerDigests, users } from '../../db/schema/index.js';
import type { KeepLease } from '../../service-core/scheduled-jobs.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import { readRenewals } from './queries.js';
import { renewalsEmails } from './emails.js';

/** The soonest renewals a digest lists; the rest are counted, and the dashboard has them all. */
const DIGEST_ROWS = 50;
const BATCH = 200;

/**
 * Each active reseller's renewals of the week, once per reseller and week (its Monday in the
 * business's time zone), from the first run of the week that finds any: none when the list is
 * empty. Returns how many digests it sent.
 */
export async function sendRenewalsDigests(
  system: SystemDeps,
  keepLease: KeepLease,
  now: Date = new Date(),
): Promise<number> {
  const week = weekOf(now, system.config.businessTimeZone);
  let after = '00000000-0000-0000-0000-000000000000';
  let sent = 0;
  for (;;) {
    const resellers = await system.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.isReseller, true),
          gt(users.id, after),
          notExists(
            system.db
              .select()
              .from(resellerDigests)
              .where(and(eq(resellerDigests.resellerId, users.id), eq(resellerDigests.weekOf, week))),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const reseller of resellers) {
      const { items, total } = await readRenewals(
        system.db,
        system.config,
        { resellerId: reseller.id },
        { limit: DIGEST_ROWS, offset: 0 },
        now,
      );
      if (total === 0) continue;
      const recorded = await runAsSystem(system, async ({ tx, mail, audit }) => {
        const [digest] = await tx
          .insert(resellerDigests)
          .values({ resellerId: reseller.id, weekOf: week })
          .onConflictDoNothing()
          .returning();
        if (!digest) return false;
        await mail(renewalsEmails.renewalsDigest, recipientOf(reseller), {
          renewals: items.map((renewal) => ({
            name: renewal.customer.name,
            email: renewal.customer.email,
            role: renewal.accountType as RoleCode,
            expiresAt: new Date(renewal.expiresAt),
            daysLeft: renewal.daysLeft,
          })),
          total,
        });
        await audit({ action: 'renewal.digest_sent', targetId: reseller.id, details: { weekOf: week, total } });
        return true;
      });
      if (recorded) sent += 1;
    }
    if (resellers.length < BATCH || !(await keepLease())) return sent;
    after = resellers.at(-1)!.id;
  }
}
