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
