import type { ErrorCode, ErrorReason, Machine } from '@oneclick/shared';

/** What an error may tell the caller besides its code; the web translates each reason and field code. */
export interface ErrorDetails {
  reason?: ErrorReason;
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  /** SEATS_FULL: the machines holding the seats, so the software can offer to free one. */
  machines?: Machine[];
}

/** What services throw; the error handler turns it into `{ code, message, details? }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}
