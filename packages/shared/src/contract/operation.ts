import type { z } from 'zod';
import type { ErrorCode } from '../errors.js';

/**
 * Who may call an operation. `device`: the extension, with the device token of a signed-in
 * machine (`Authorization: Bearer`). The server checks it before reading the input.
 */
export const ACCESS_LEVELS = [
  'public',
  'device',
  'user',
  'editor',
  'reseller',
  'staff',
  'admin',
  'superAdmin',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * Who calls an operation when no browser does: `software`, the extension (no cookie; a device code
 * or a bearer token authorises it); `webhook`, a payment service's notification (no Origin, no
 * session read; it proves itself with its own key or signature). Either is exempt from the
 * browser's CSRF check.
 */
export type Caller = 'software' | 'webhook';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A response without a JSON body: 204, a redirect, a file. */
export const NO_JSON = null;

/**
 * One operation of the API, as browser, server and extension all see it (decision 027). The path
 * is under `/api/v1`, with Fastify's `:name` parameters. The server registers its route from this
 * entry (schemas, OpenAPI, declared access); the web and the licence client call it by it.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly access: Access;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; `'file'` for a raw upload sent as it is, with its own content type. */
  readonly body?: z.ZodType | 'file';
  /** The answers by status: a schema for JSON, `NO_JSON` for 204, a redirect or a file. */
  readonly responses: Readonly<Partial<Record<200 | 201 | 204 | 302 | 303 | 400 | 503, z.ZodType | null>>>;
  /** The code a refused input answers with, where the spec names one (`LOGIN_FAIL`); else `VALIDATION_FAILED`. */
  readonly failureCode?: ErrorCode;
  /** Set where no browser calls the operation. */
  readonly caller?: Caller;
}

/** An entry of the contract, its literal method and path kept in its type. */
export function operation<const T extends Operation>(entry: T): T {
  return entry;
}

/** The contract of one module: its operations by name. */
export type ModuleContract = Readonly<Record<string, Operation>>;

type Schema<T> = T extends z.ZodType ? T : never;

/** `:id` and `:orderId` in a path, as an object of strings. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type ParamsInput<E extends Operation> = E['params'] extends z.ZodType
  ? z.input<Schema<E['params']>>
  : PathParams<E['path']>;

type Field<Name extends string, T> = keyof T extends never ? { [K in Name]?: never } : { [K in Name]: T };

/** What a caller gives: the path's parameters, the query and the body, each only where the operation has one. */
export type OperationInput<E extends Operation> = Field<'params', ParamsInput<E>> &
  (E['query'] extends z.ZodType ? { query: z.input<Schema<E['query']>> } : { query?: never }) &
  (E['body'] extends 'file'
    ? { body: Blob }
    : E['body'] extends z.ZodType
      ? { body: z.input<Schema<E['body']>> }
      : { body?: never });

type SuccessSchema<E extends Operation> = E['responses'] extends { 200: infer S }
  ? S
  : E['responses'] extends { 201: infer S }
    ? S
    : null;

/** What a successful call answers: the 200 or 201 JSON, or nothing. */
export type OperationAnswer<E extends Operation> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : undefined;

/** The part of an entry the browser needs at run time: no schemas, so no zod in a chunk that calls. */
export interface Route<E extends Operation = Operation> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** The entry's type, carried for `call()`'s types only; never set. */
  readonly operation?: E;
}

export type RoutesOf<C extends Readonly<Record<string, ModuleContract>>> = {
  readonly [M in keyof C]: { readonly [O in keyof C[M]]: Route<C[M][O]> };
};

/** The path with its parameters filled in, each encoded. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** Where every operation's path starts on the portal. */
export const API_PREFIX = '/api/v1';
