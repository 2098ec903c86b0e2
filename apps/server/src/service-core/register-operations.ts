import { API_PREFIX, type Contract, contract, type Operation } from '@oneclick/shared';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry the route was registered from, as `module.operation`. */
    operation?: string;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the entry's schemas leave it once Fastify has validated it. */
export type OperationRequest<E extends Operation> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  /** A file arrives as the module's content-type parser hands it over (a stream), or as whatever else was sent. */
  Body: E['body'] extends 'file' ? unknown : Parsed<E['body']>;
}>;

type Answer<E extends Operation> = E['responses'] extends { 200: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : unknown
  : E['responses'] extends { 201: z.ZodType }
    ? FastifyReply
    : FastifyReply | void;

/** One operation's handler: it answers the entry's JSON, or sends through `reply` (a status, a file). */
export type OperationHandler<E extends Operation> = (
  request: OperationRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

export type ModuleHandlers<M extends keyof Contract> = {
  [O in keyof Contract[M]]: Contract[M][O] extends Operation ? OperationHandler<Contract[M][O]> : never;
};

function schemaOf(module: string, entry: Operation): FastifySchema {
  const response = Object.fromEntries(Object.entries(entry.responses).filter(([, schema]) => schema !== null));
  return {
    summary: entry.summary,
    tags: [module],
    ...(entry.params && { params: entry.params }),
    ...(entry.query && { querystring: entry.query }),
    ...(entry.body && entry.body !== 'file' && { body: entry.body }),
    ...(Object.keys(response).length > 0 && { response }),
  };
}

/**
 * Registers a module's routes from its contract entries (decision 027): method, path (under
 * API_PREFIX), schemas, OpenAPI summary, declared access and who calls it (`caller`, read by
 * plugins/csrf.ts and auth/current-user.ts) all come from the entry, and the types ask for a handler for
 * every entry, so a route cannot drift from its contract nor an entry go unserved. `serving` adds
 * what only the server decides about a route (its answers kept whole: `cacheAnswer`).
 */
export function registerOperations<M extends keyof Contract>(
  app: FastifyInstance,
  module: M,
  handlers: ModuleHandlers<M>,
  serving: Partial<Record<keyof Contract[M], Pick<FastifyContextConfig, 'cacheAnswer'>>> = {},
): void {
  const entries: Readonly<Record<string, Operation>> = contract[module];
  for (const [name, entry] of Object.entries(entries)) {
    app.route({
      method: entry.method,
      url: `${API_PREFIX}${entry.path}`,
      config: {
        access: entry.access,
        failureCode: entry.failureCode,
        operation: `${module}.${name}`,
        software: entry.caller === 'software',
        webhook: entry.caller === 'webhook',
        ...(serving as Record<string, FastifyContextConfig | undefined>)[name],
      },
      schema: schemaOf(module, entry),
      handler: (handlers as Record<string, unknown>)[name] as RouteHandlerMethod,
    });
  }
}
