import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * Writes an answer as its route's response schema allows: fields the schema does not name are
 * dropped, and an answer it refuses is a server error, never sent. The type provider's own
 * serializer encodes (zod's backward direction, for codecs), which took 6 µs of a session check
 * where parsing takes 1.6; no response schema holds a codec or a transform, so both write the same.
 */
export const responseSerializer: FastifySerializerCompiler<$ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
