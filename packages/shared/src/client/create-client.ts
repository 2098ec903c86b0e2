import {
  API_PREFIX,
  type HttpMethod,
  type Operation,
  type OperationAnswer,
  type OperationInput,
  pathOf,
  type Route,
} from '../contract/operation.js';
import { ApiError, apiErrorOf, type FailedAnswer } from './api-error.js';

/** One request as the client hands it to its `fetch`. */
export interface ClientRequest {
  readonly method: HttpMethod;
  readonly headers: Record<string, string>;
  readonly body?: string | Blob;
  readonly signal?: AbortSignal;
}

/** What the client reads of an answer; the browser's and Node's `Response` are one. */
export interface ClientAnswer extends FailedAnswer {
  readonly ok: boolean;
}

/**
 * Sends one request: `path` is the operation's, under `/api/v1`, with its query. The caller's
 * function adds what its side needs (the origin, the cookie's credentials, a bearer token).
 */
export type FetchLike<A extends ClientAnswer = ClientAnswer> = (path: string, request: ClientRequest) => Promise<A>;

type CallInput<E extends Operation> = OperationInput<E> & { signal?: AbortSignal };
/** The input may be left out when the operation takes none. */
export type CallArguments<E extends Operation> =
  Record<never, never> extends OperationInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClient<A extends ClientAnswer = ClientAnswer> {
  /** Calls one operation: `call(routes.users.changeRole, { params, body })`, input and answer typed by its entry. */
  call: <E extends Operation>(route: Route<E>, ...input: CallArguments<E>) => Promise<OperationAnswer<E>>;
  /** The answer as it came, for an operation that answers a file or a redirect; a failure still throws. */
  callForResponse: <E extends Operation>(route: Route<E>, ...input: CallArguments<E>) => Promise<A>;
}

interface LooseInput {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** `?a=1&b=x` from a query object, leaving out what is unset or empty. */
export function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The address of an operation under `/api/v1`, its parameters filled in and its query added. */
export function apiPathOf(route: Route, input: Pick<LooseInput, 'params' | 'query'> = {}): string {
  return `${API_PREFIX}${pathOf(route.path, input.params)}${input.query ? toQueryString(input.query) : ''}`;
}

function requestOf(route: Route, { body, signal }: LooseInput): ClientRequest {
  const method = route.method;
  if (body === undefined) return { method, headers: { accept: 'application/json' }, signal };
  if (body instanceof Blob) return { method, headers: { 'content-type': body.type }, body, signal };
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal };
}

/**
 * The one client of the API (decision 027): the web, the licence client and the end-to-end
 * tests each give it their `fetch`. Paths come from the contract's routes; a refusal, a server's
 * failure or a dead network throws an `ApiError` with a code.
 */
export function createClient<A extends ClientAnswer>(fetchLike: FetchLike<A>): ApiClient<A> {
  async function send(route: Route, input: LooseInput = {}): Promise<A> {
    let answer: A;
    try {
      answer = await fetchLike(apiPathOf(route, input), requestOf(route, input));
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : 'Network error');
    }
    if (!answer.ok) throw await apiErrorOf(answer);
    return answer;
  }
  return {
    async call(route, ...[input]) {
      const answer = await send(route, input as LooseInput | undefined);
      if (answer.status === 204) return undefined as never;
      return (await answer.json()) as never;
    },
    callForResponse: (route, ...[input]) => send(route, input as LooseInput | undefined),
  };
}
