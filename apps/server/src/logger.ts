import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import type { LogLevel } from './config.js';
import { redactUrl } from './utils/redact-url.js';
import type { LogStream } from './log-stream.js';

/**
 * Structured JSON logs; secrets in headers, bodies and query strings never reach them. They go
 * to `stream` (`logStream()`: stdout, without blocking the event loop).
 */
export function loggerOptions(level: LogLevel, stream: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    formatters: { log: withoutSecrets },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}

const SECRET_KEYS = new Set(['password', 'token', 'secret', 'authorization', 'cookie', 'set-cookie']);

/**
 * A line's fields with the secrets in the objects among them replaced (`{ body: { password } }`,
 * `{ headers: { cookie } }`), as pino's `redact` with `*.password` paths would, at a tenth of its
 * cost: that redaction took about 2 µs of every line, a tenth of a cached read.
 */
export function withoutSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let cleaned: Record<string, unknown> | undefined;
  for (const key in line) {
    const value = line[key];
    if (value === null || typeof value !== 'object' || value instanceof Error) continue;
    for (const inner in value) {
      if (!SECRET_KEYS.has(inner.toLowerCase())) continue;
      cleaned ??= { ...line };
      if (cleaned[key] === value) cleaned[key] = { ...value };
      (cleaned[key] as Record<string, unknown>)[inner] = '[REDACTED]';
    }
  }
  return cleaned ?? line;
}

type LogArguments = [unknown, ...unknown[]];

/**
 * A request's logger, made only when the request logs something of its own: a pino child per
 * request cost every cached read the serialising of its bindings, and most requests log nothing
 * but their one line, which `plugins/request-log.ts` writes with the parent and the request id.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options?: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  // pino's log functions are overloaded: only this cast lets the arguments through as they came,
  // which the type-aware lint takes for an assertion that changes nothing.
  /* eslint-disable @typescript-eslint/no-unnecessary-type-assertion */
  fatal(...args: LogArguments) {
    (this.real.fatal as (...args: LogArguments) => void)(...args);
  }

  error(...args: LogArguments) {
    (this.real.error as (...args: LogArguments) => void)(...args);
  }

  warn(...args: LogArguments) {
    (this.real.warn as (...args: LogArguments) => void)(...args);
  }

  info(...args: LogArguments) {
    (this.real.info as (...args: LogArguments) => void)(...args);
  }

  debug(...args: LogArguments) {
    (this.real.debug as (...args: LogArguments) => void)(...args);
  }

  trace(...args: LogArguments) {
    (this.real.trace as (...args: LogArguments) => void)(...args);
  }

  /* eslint-enable @typescript-eslint/no-unnecessary-type-assertion */

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}
