import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

/** The body of every error response, for the OpenAPI document. */
export const errorEnvelopeSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});
