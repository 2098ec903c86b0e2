import {
  type ApplicantAccountState,
  parseLanguage,
  type ResellerApplication,
  type ResellerApplicationStatus,
} from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { licenceKeys, resellerApplications, saleRecords, users } from '../../db/schema/index.js';
import type { Transaction } from '../../db/transaction.js';

const account = alias(users, 'account');
const decidedBy = alias(users, 'decided_by');

/** Applications with the state of the applicant's account and who decided them. */
export function selectApplications(db: ReadOnlyDatabase) {
  return db
    .select({
      application: resellerApplications,
      accountVerifiedAt: account.emailVerifiedAt,
      accountId: account.id,
      decidedBy: { id: decidedBy.id, name: decidedBy.name, email: decidedBy.email },
    })
    .from(resellerApplications)
    .leftJoin(account, eq(sql`lower(${account.email})`, resellerApplications.email))
    .leftJoin(decidedBy, eq(decidedBy.id, resellerApplications.decidedById));
}

type SelectedApplication = Awaited<ReturnType<typeof selectApplications>>[number];

function accountState({ accountId, accountVerifiedAt }: SelectedApplication): ApplicantAccountState {
  if (!accountId) return 'none';
  return accountVerifiedAt ? 'verified' : 'unverified';
}

export function toResellerApplication(selected: SelectedApplication): ResellerApplication {
  const { application } = selected;
  return {
    id: application.id,
    name: application.name,
    email: application.email,
    phone: application.phone,
    country: application.country,
    message: application.message,
    language: parseLanguage(application.language),
    status: application.status as ResellerApplicationStatus,
    account: accountState(selected),
    commissionRate: application.commissionRate,
    declineReason: application.declineReason,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    decidedBy: selected.decidedBy?.id ? selected.decidedBy : null,
  };
}

/** The application, locked for deciding; refused once an admin has decided it. */
export async function lockPendingApplication(tx: Transaction, id: string) {
  const [application] = await tx
    .select()
    .from(resellerApplications)
    .where(eq(resellerApplications.id, id))
    .for('update');
  if (!application) {
    throw new AppError('NOT_FOUND', 404, 'No reseller application has this id.');
  }
  if (application.status !== 'pending') {
    throw new AppError('CONFLICT', 409, 'This application has already been decided.', {
      reason: 'APPLICATION_DECIDED',
    });
  }
  return application;
}

/** The reseller's account row, locked for changing; refused when the user is not an active reseller. */
export async function lockReseller(tx: Transaction, userId: string) {
  const [reseller] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!reseller?.isReseller) {
    throw new AppError('NOT_FOUND', 404, 'This user is not a reseller.', { reason: 'NOT_A_RESELLER' });
  }
  return reseller;
}

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** Resellers with their keys, clients and this month's activations (UTC months). */
export function selectResellerSummaries(db: ReadOnlyDatabase) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      commissionRate: sql<number>`coalesce(${users.commissionRate}, 0)`.mapWith(Number),
      keysUnused: count(
        sql`select count(*) from ${licenceKeys} where ${licenceKeys.resellerId} = ${users.id}
          and ${licenceKeys.usedAt} is null and ${licenceKeys.deletedAt} is null`,
      ),
      keysUsed: count(
        sql`select count(*) from ${licenceKeys} where ${licenceKeys.resellerId} = ${users.id}
          and ${licenceKeys.usedAt} is not null`,
      ),
      customers: count(sql`select count(*) from ${users} as client where client.reseller_id = ${users.id}`),
      activationsThisMonth: count(
        sql`select count(*) from ${saleRecords} where ${saleRecords.resellerId} = ${users.id}
          and ${saleRecords.activatedAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`,
      ),
    })
    .from(users);
}
