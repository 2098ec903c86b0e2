/** Where a reseller application stands: waiting for an admin, or decided. */
export const RESELLER_APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ResellerApplicationStatus = (typeof RESELLER_APPLICATION_STATUSES)[number];

/** Whether the applicant's address has an account an admin can approve: only a verified one. */
export const APPLICANT_ACCOUNT_STATES = ['verified', 'unverified', 'none'] as const;
export type ApplicantAccountState = (typeof APPLICANT_ACCOUNT_STATES)[number];

/** A reseller's commission: a whole percentage off the catalogue price (D3, D5). */
export const COMMISSION_RATE_LIMITS = { min: 0, max: 100 } as const;

export const RESELLER_APPLICATION_LIMITS = { messageMaxLength: 1000, declineReasonMaxLength: 500 } as const;

/** A reseller's monthly statement's file name; its sheet, headers and totals are in the reseller's language (`resellers.statement`). */
export function resellerStatementFileName(month: string): string {
  return `statement-${month}.xlsx`;
}
