import {
  ENDED_NOTICE_GRACE_DAYS,
  RENEWABLE_ACCOUNT_TYPES,
  RENEWAL_STAGES,
  type RenewalStage,
  type RoleCode,
  renewalStageDue,
} from '@oneclick/shared';
import { and, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import { renewalReminders, users } from '../../db/schema/index.js';
import { restForCpuSince } from '../../utils/rest-for-cpu.js';
import type { KeepLease } from '../../service-core/scheduled-jobs.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';
import { recipientOf } from '../../mail/render-email.js';
import { readMyRenewal } from './queries.js';
import { renewalsEmails } from './emails.js';

/** Accounts looked at between two renewals of the job's lease. */
const LEASE_CHECK_EVERY = 500;

const DAY_MS = 86_400_000;

/** The stage already sent for an account's current plan end: the smallest, as stages only go down. */
const lastStageSent = (userId: typeof users.id) =>
  sql<number | null>`(select ${min(renewalReminders.stage)} from ${renewalReminders}
    where ${renewalReminders.userId} = ${userId} and ${renewalReminders.planEndsAt} = ${users.expiresAt})`;

/**
 * The account's plan still ends at `end`, as read by the batch. A JavaScript date keeps
 * milliseconds where PostgreSQL keeps microseconds, so the stored end is matched to the
 * millisecond, and a reminder records the stored value itself.
 */
const endsAt = (end: Date) =>
  sql`${users.expiresAt} >= ${end} and ${users.expiresAt} < ${end}::timestamptz + interval '1 millisecond'`;

/**
 * The reminders before paid plans end and the notice on the day (decision 028): the accounts
 * whose plan ends within the stages' window are read, and each one due is reminded in its own
 * unit of work, with a rest after it as long as its CPU time. Returns how many reminders it sent.
 */
export async function sendRenewalReminders(
  system: SystemDeps,
  keepLease: KeepLease,
  now: Date = new Date(),
): Promise<number> {
  const tz = system.config.businessTimeZone;
  // A day's margin each side: the stages count calendar days of the time zone, not 24-hour spans.
  const from = new Date(now.getTime() - (ENDED_NOTICE_GRACE_DAYS + 1) * DAY_MS);
  const to = new Date(now.getTime() + (RENEWAL_STAGES[0] + 1) * DAY_MS);
  // The plans in the window with the stage last sent for their end, read at once along the
  // end-date index: a few thousand rows even with a hundred thousand customers. A join, not a
  // subquery per account, which the planner ran as a scan of all reminders for each.
  const accounts = await system.db
    .select({
      id: users.id,
      expiresAt: users.expiresAt,
      renewalReminders: users.renewalReminders,
      lastStage: min(renewalReminders.stage),
    })
    .from(users)
    .leftJoin(
      renewalReminders,
      and(eq(renewalReminders.userId, users.id), eq(renewalReminders.planEndsAt, users.expiresAt)),
    )
    .where(and(inArray(users.role, [...RENEWABLE_ACCOUNT_TYPES]), gt(users.expiresAt, from), lt(users.expiresAt, to)))
    .groupBy(users.id);
  let sent = 0;
  for (const [index, account] of accounts.entries()) {
    if (index > 0 && index % LEASE_CHECK_EVERY === 0 && !(await keepLease())) break;
    const stage = renewalStageDue(account.expiresAt!, now, tz, account.lastStage as RenewalStage | null);
    if (stage === null || (stage > 0 && !account.renewalReminders)) continue;
    const cpu = process.cpuUsage();
    if (await remind(system, account.id, account.expiresAt!, now)) sent += 1;
    await restForCpuSince(cpu);
  }
  return sent;
}

/**
 * One account's reminder, decided again under the account's row lock: a renewal committed since
 * the batch was read moved the end date (and the reminder goes for the new one when due), and of
 * two processes the second finds the stage sent. The unique key makes it once whatever happens.
 */
function remind(system: SystemDeps, userId: string, planEndsAt: Date, now: Date): Promise<boolean> {
  return runAsSystem(system, async (uow) => {
    const { tx } = uow;
    const [account] = await tx
      .select({ user: users, lastStage: lastStageSent(users.id) })
      .from(users)
      .where(and(eq(users.id, userId), endsAt(planEndsAt)))
      .for('update', { of: users });
    if (!account || !RENEWABLE_ACCOUNT_TYPES.includes(account.user.role as RoleCode)) return false;
    const stage = renewalStageDue(
      planEndsAt,
      now,
      system.config.businessTimeZone,
      account.lastStage as RenewalStage | null,
    );
    if (stage === null || (stage > 0 && !account.user.renewalReminders)) return false;
    const recorded = await tx
      .insert(renewalReminders)
      .values({
        userId,
        planEndsAt: sql`(select ${users.expiresAt} from ${users} where ${users.id} = ${userId})`,
        stage,
      })
      .onConflictDoNothing()
      .returning({ id: renewalReminders.id });
    if (recorded.length === 0) return false;
    const { reseller } = await readMyRenewal(tx, userId);
    await uow.mail(renewalsEmails.renewalReminder, recipientOf(account.user), {
      stage,
      role: account.user.role as RoleCode,
      expiresAt: planEndsAt,
      reseller,
    });
    await uow.audit({ action: 'renewal.reminded', targetId: userId, details: { stage, planEndsAt } });
    return true;
  });
}
