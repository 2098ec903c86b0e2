import type { ErrorCode } from '@oneclick/shared';

/** What services throw; the error handler turns it into `{ code, message, details? }`. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}
