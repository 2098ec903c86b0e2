import type { Database } from './client.js';

declare const insideUnitOfWork: unique symbol;

/**
 * The database as a unit of work's transaction hands it out (decision 008): every helper that
 * writes takes this, so a plain `Database` (`deps.db`) given to one does not compile. Only
 * `lib/unit-of-work.ts` makes one.
 */
export type Transaction = Database & { readonly [insideUnitOfWork]: true };
