import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';
import { redactUrl } from './lib/redact-url.js';

/** Structured JSON logs; secrets in headers, bodies and query strings never reach them. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
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
