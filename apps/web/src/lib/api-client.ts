import {
  ERROR_CODE_BY_STATUS,
  ERROR_CODES,
  type ErrorCode,
  type ErrorReason,
  type Operation,
  type OperationAnswer,
  type OperationInput,
  pathOf,
  reasonOf,
  type Route,
} from '@oneclick/shared';
import { toQueryString } from './query-string';

export const API_BASE = '/api/v1';

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
  ) {
    super(message);
  }

  /** Why the API refused, when it said (`details.reason`). */
  get reason(): ErrorReason | undefined {
    return reasonOf(this.details);
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallbackCode = ERROR_CODE_BY_STATUS[response.status] ?? 'INTERNAL';
  const requestId = response.headers.get('x-request-id') ?? undefined;
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; details?: unknown };
    if (isErrorCode(body.code)) {
      return new ApiError(body.code, response.status, String(body.message ?? ''), body.details, requestId);
    }
  } catch {
    // Not JSON: a proxy or a crashed server answered.
  }
  return new ApiError(fallbackCode, response.status, response.statusText || fallbackCode, undefined, requestId);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a file) is sent as it is, with its own type. */
  body?: unknown;
  signal?: AbortSignal;
}

function requestBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  if (body instanceof Blob) return { headers: { 'content-type': body.type }, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** The API's answer when it succeeded, else its error: for answers that are not JSON (a download). */
async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, credentials: 'same-origin', ...requestBody(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

type CallInput<E extends Operation> = OperationInput<E> & { signal?: AbortSignal };
/** The input may be left out when the operation takes none. */
type CallArguments<E extends Operation> =
  Record<never, never> extends OperationInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

interface LooseInput {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

function requestOf(route: Route, input: LooseInput = {}) {
  const path = pathOf(route.path, input.params);
  return {
    path: `${path}${input.query ? toQueryString(input.query) : ''}`,
    options: { method: route.method, body: input.body, signal: input.signal },
  };
}

/**
 * Calls one operation of the contract (decision 027): `call(routes.users.changeRole, { params, body })`
 * builds the URL from the entry and types the input and the answer by it.
 */
export async function call<E extends Operation>(
  route: Route<E>,
  ...[input]: CallArguments<E>
): Promise<OperationAnswer<E>> {
  const { path, options } = requestOf(route, input as LooseInput | undefined);
  return apiRequest<OperationAnswer<E>>(path, options);
}

/** The answer as it came, for an operation that answers a file (a download). */
export async function callForResponse<E extends Operation>(
  route: Route<E>,
  ...[input]: CallArguments<E>
): Promise<Response> {
  const { path, options } = requestOf(route, input as LooseInput | undefined);
  return apiResponse(path, options);
}
