/**
 * Every error the API answers with. The spec's failure types keep their names;
 * the web uses the code as its translation key (`errors.<code>` in `common`).
 * Kept free of zod so the browser can read the codes without loading it.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'NETWORK_ERROR',
  'LOGIN_FAIL',
  'REGISTER_FAIL',
  'LOGOUT_FAIL',
  'GEN_COUPON_FAIL',
  'ORDER_FAIL',
  'PAYMENT__FAIL',
  'CHANGE_PWD_FAIL',
  'REQUEST_PWD_FAIL',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'AUTHORIZATION_PENDING',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

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

export interface ErrorEnvelope {
  code: ErrorCode;
  message: string;
  details?: unknown;
  /** The request's id, as its log line and the `x-request-id` header carry it: what support asks for. */
  requestId?: string;
}

/** The code for an HTTP status when nothing more specific is known (both sides use it). */
export const ERROR_CODE_BY_STATUS: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};
