import { ERROR_CODE_BY_STATUS, type ErrorCode, type ErrorEnvelope } from '@oneclick/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.js';
import { isLastSuperAdminViolation } from '../utils/db-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The code a route answers when its request is not valid (the spec's failure type). */
    failureCode?: ErrorCode;
  }
}

/** `/password2` -> `password2`: which form field a validation issue is about. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/')[0] || 'request';
}

function toEnvelope(
  error: FastifyError | AppError,
  failureCode: ErrorCode | undefined,
): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const body: ErrorEnvelope = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.statusCode, body };
  }
  if (isLastSuperAdminViolation(error)) {
    const body: ErrorEnvelope = {
      code: 'CONFLICT',
      message: 'The portal needs at least one super admin.',
      details: { reason: 'LAST_SUPER_ADMIN' },
    };
    return { status: 409, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) fields[fieldOf(issue.instancePath)] ??= issue.message ?? 'INVALID';
    return {
      status: 400,
      body: { code: failureCode ?? 'VALIDATION_FAILED', message: 'The request is not valid.', details: { fields } },
    };
  }
  const status = error.statusCode ?? 500;
  const code = ERROR_CODE_BY_STATUS[status];
  // Malformed JSON is a bad request like any other: it answers the call's failure type.
  if (status === 400 && failureCode) return { status, body: { code: failureCode, message: error.message } };
  if (status < 500 && code) return { status, body: { code, message: error.message } };
  if (status === 503) return { status, body: { code: 'SERVICE_UNAVAILABLE', message: error.message } };
  return { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong on our side.' } };
}

/** One error shape for every failure; internals of a 500 stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toEnvelope(error, request.routeOptions.config.failureCode);
    const retryAfter = (body.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (status === 429 && retryAfter) void reply.header('retry-after', retryAfter);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .type('application/json')
      .send({ ...body, requestId: request.id });
  });
}

/**
 * Errors the router raises before any route or hook runs (an undecodable URL, a path
 * parameter over 100 characters), in the same envelope: no route can match them.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorEnvelope = tooLong
    ? { code: 'NOT_FOUND', message: 'Nothing has an address this long.' }
    : { code: 'VALIDATION_FAILED', message: 'The address is not valid.' };
  body.requestId = request.id;
  void reply
    .status(tooLong ? 404 : 400)
    .type('application/json')
    .send(body);
}

export function notFoundEnvelope({ method, url, id }: FastifyRequest): ErrorEnvelope {
  return { code: 'NOT_FOUND', message: `No API route for ${method} ${url.split('?')[0]}`, requestId: id };
}
