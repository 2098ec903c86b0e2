// Apart from the codes (errors.ts), which every call's failure is read with: the app's first load
// needs the codes, and only the pages that word a failure need the reasons.

/**
 * Why a refusal happened when its code alone does not say: the API sends it as
 * `details.reason`, and the web shows `reasons.<REASON>` from the `api-errors` messages.
 */
export const ERROR_REASONS = [
  'EMAIL_NOT_VERIFIED',
  'SLUG_TAKEN',
  'CATEGORY_HAS_POSTS',
  'KEY_NOT_FOUND',
  'KEY_USED',
  'ACCOUNT_NOT_FOUND',
  'CUSTOMER_NOT_VERIFIED',
  'NOT_A_CUSTOMER',
  'OWN_ROLE',
  'SUPER_ADMIN_ONLY',
  'LAST_SUPER_ADMIN',
  'APPLICATION_DECIDED',
  'APPLICANT_HAS_NO_ACCOUNT',
  'NOT_A_RESELLER',
  'BANK_TRANSFER_UNAVAILABLE',
  'ORDER_NOT_OPEN',
  'NOT_A_PAYPAL_ORDER',
  'PAYPAL_UNREACHABLE',
  'DEVICE_CODE_UNKNOWN',
  'SEATS_FULL',
  'WRONG_MACHINE',
  'NO_SEAT',
  'VERSION_TAKEN',
  'RELEASE_NOT_DRAFT',
  'NOT_A_ZIP',
  'NO_RELEASE',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_WRONG',
  'SECOND_FACTOR_EXPIRED',
  'PASSKEY_REFUSED',
  'LAST_SECOND_FACTOR',
  'OWN_SECOND_FACTOR',
  'TOTP_NOT_STARTED',
  'SETUP_LINK_REQUIRED',
  'SETUP_LINK_NOT_NEEDED',
  'OAUTH_CANCELLED',
  'OAUTH_EMAIL_UNVERIFIED',
  'TRANSFER_SETTLED',
  'TRANSFER_NOT_MATCHABLE',
  'SHORT_TRANSFER_NEEDS_REASON',
  'NOT_A_BANK_ORDER',
  'NOT_YOUR_CLIENT',
  'ALREADY_RENEWED',
  'NO_KEY_OF_PACKAGE',
  'E_INVOICE_NOT_FAILED',
  'E_INVOICE_NOT_ISSUED',
  'E_INVOICE_FILE_NOT_READY',
  'E_INVOICES_OFF',
  'E_INVOICE_ALREADY_REPLACED',
  'ORDER_NOT_PAID',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The reason in an error's details, if it is one the API documents. */
export function reasonOf(details: unknown): ErrorReason | undefined {
  const reason = (details as { reason?: unknown } | undefined)?.reason;
  return (ERROR_REASONS as readonly unknown[]).includes(reason) ? (reason as ErrorReason) : undefined;
}
