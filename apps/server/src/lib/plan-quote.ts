import { isPaidAccountType, planAfterActivation, type PlanQuote, type RoleCode } from '@oneclick/shared';

/**
 * The quote a customer (or the staff member serving them) reads before a payment or a key
 * activates `grant`: computed by the same rule `activatePlan` applies.
 */
export function planQuote(
  customer: { role: number; expiresAt: Date | null },
  grant: { accountType: RoleCode; months: number },
  now: Date = new Date(),
): PlanQuote {
  const role = customer.role as RoleCode;
  const change = planAfterActivation({ role, expiresAt: customer.expiresAt }, grant, now);
  const running = isPaidAccountType(role) && customer.expiresAt !== null && customer.expiresAt > now;
  return {
    accountType: grant.accountType,
    months: grant.months,
    expiresAt: change.expiresAt.toISOString(),
    current: running ? { accountType: role, expiresAt: customer.expiresAt!.toISOString() } : null,
    conversion: change.conversion && {
      fromAccountType: change.conversion.fromRole,
      remainingDays: change.conversion.remainingDays,
      convertedDays: change.conversion.convertedDays,
    },
  };
}
