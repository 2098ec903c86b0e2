import {
  isAdminRole,
  type PlanChange,
  planAfterActivation,
  RENEWABLE_ACCOUNT_TYPES,
  RENEWALS_WINDOW,
  type RoleCode,
} from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error.js';
import { saleRecords, type UserRow, users } from '../db/schema/index.js';
import { recipientOf } from '../mail/render-email.js';
import type { UnitOfWork } from '../service-core/unit-of-work.js';
import { planEmails } from './plan-activated-email.js';

export interface PlanGrant {
  accountType: RoleCode;
  months: number;
  /** The reseller the sale counts for; the customer becomes their client. */
  resellerId: string | null;
  licenceKeyId: string | null;
  /** The paid order, when a payment activated it. */
  orderId: string | null;
  /** The staff member who activated it, null when the customer paid. */
  activatedById: string | null;
}

/**
 * Gives a customer a paid plan inside the caller's unit of work (D3): the new type and
 * expiry (the time left of a running plan of another type converted, never lost: see
 * `planAfterActivation`), the sale record the reports count, and the e-mail telling the customer.
 * `customer` must have been read `for update` in the same transaction, so that two
 * activations of one customer follow each other instead of losing one. A staff account
 * (roles 0 and 1) never receives a plan: that would take its powers away (D3).
 */
export async function activatePlan({ tx, mail }: UnitOfWork, customer: UserRow, grant: PlanGrant): Promise<PlanChange> {
  if (isAdminRole(customer.role as RoleCode)) {
    throw new AppError('CONFLICT', 409, 'Plans activate customers, not staff accounts.', { reason: 'NOT_A_CUSTOMER' });
  }
  const plan = planAfterActivation({ role: customer.role as RoleCode, expiresAt: customer.expiresAt }, grant);
  const { expiresAt } = plan;
  await tx
    .update(users)
    .set({
      role: plan.role,
      expiresAt,
      resellerId: grant.resellerId ?? customer.resellerId,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, customer.id));
  const [reseller] = grant.resellerId
    ? await tx.select({ commissionRate: users.commissionRate }).from(users).where(eq(users.id, grant.resellerId))
    : [];
  await tx.insert(saleRecords).values({
    planEndsAt: expiresAt,
    renewedPlanEndsAt: renewedPlanEnd(customer),
    commissionRate: reseller?.commissionRate ?? null,
    customerId: customer.id,
    customerEmail: customer.email,
    months: grant.months,
    accountType: grant.accountType,
    resellerId: grant.resellerId,
    licenceKeyId: grant.licenceKeyId,
    orderId: grant.orderId,
    activatedById: grant.activatedById,
  });
  await mail(planEmails.planActivated, recipientOf(customer), { role: plan.role, expiresAt });
  return plan;
}

/** The end of the customer's paid plan an activation renews: one that runs, or ended within the renewals' window. */
function renewedPlanEnd(customer: UserRow): Date | null {
  const { expiresAt } = customer;
  if (!expiresAt || !RENEWABLE_ACCOUNT_TYPES.includes(customer.role as RoleCode)) return null;
  const windowStart = Date.now() - RENEWALS_WINDOW.endedDays * 86_400_000;
  return expiresAt.getTime() >= windowStart ? expiresAt : null;
}

/** An activation's conversion as its audit entry records it. */
export function conversionDetails(plan: PlanChange): Record<string, unknown> {
  if (!plan.conversion) return {};
  const { fromRole, remainingDays, convertedDays } = plan.conversion;
  return { converted: { fromAccountType: fromRole, remainingDays, convertedDays } };
}
