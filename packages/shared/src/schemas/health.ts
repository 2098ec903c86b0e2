import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** `pending` while the database lacks a migration this build ships (a new release before its migrations ran). */
  migrations: z.enum(['ok', 'pending', 'unknown']),
});
export type Readiness = z.infer<typeof readinessSchema>;
