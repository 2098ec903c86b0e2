import { ERROR_CODE_BY_STATUS, ERROR_CODES, type ErrorCode } from '../errors.js';

/** Every failed call, whatever went wrong, as the API's `{ code, message }` envelope. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** The server's id of the failed request, which its log line carries; absent when no server answered. */
    readonly requestId?: string,
    /** The answer's JSON as it came: the device flow's token endpoint answers RFC 8628's `{ error }`. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What the client reads of a failed answer. */
export interface FailedAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/** A failed answer as an ApiError: the envelope's code when it is one of ours, else the status's. */
export async function apiErrorOf(answer: FailedAnswer): Promise<ApiError> {
  const fallbackCode = ERROR_CODE_BY_STATUS[answer.status] ?? 'INTERNAL';
  const requestId = answer.headers.get('x-request-id') ?? undefined;
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    // Not JSON: a proxy or a crashed server answered.
  }
  const envelope = (body ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
  if (isErrorCode(envelope.code)) {
    return new ApiError(
      envelope.code,
      answer.status,
      typeof envelope.message === 'string' ? envelope.message : '',
      envelope.details,
      requestId,
      body,
    );
  }
  return new ApiError(fallbackCode, answer.status, answer.statusText || fallbackCode, undefined, requestId, body);
}
