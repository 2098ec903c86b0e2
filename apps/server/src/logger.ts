import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import type { LogLevel } from './config.js';
import { redactUrl } from './lib/redact-url.js';

/**
 * Structured JSON logs; secrets in headers, bodies and query strings never reach them. They are
 * written without blocking the event loop (pino flushes what is left when the process exits).
 */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    stream: pino.destination({ dest: 1, sync: false }),
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
