import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.uuid('NOT_FOUND') });

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** Set when `total` is the database's estimate of a long list, not a count of it. */
    totalIsEstimate: z.literal(true).optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  totalIsEstimate?: true;
  page: number;
  pageSize: number;
}

export const messageResponseSchema = z.object({ message: z.string() });
