import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { LogLevel } from './config.js';
import { redactUrl } from './lib/redact-url.js';

/** Lines are written to stdout in batches of this many bytes, or every second, whichever comes first. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * Structured JSON logs; secrets in headers, bodies and query strings never reach them. They are
 * written in batches without blocking the event loop: a write to stdout per line cost a cached
 * read a quarter of its throughput (docs/operations.md). Pino flushes what is left when the
 * process exits.
 */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  const stream = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES });
  setInterval(() => stream.flush(), FLUSH_EVERY_MS).unref();
  return {
    level,
    stream,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.secret',
      ],
      censor: '[REDACTED]',
    },
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
