import type { Database } from '../../src/db/client.js';
import type { Transaction } from '../../src/db/transaction.js';

/**
 * The test database as a write helper takes it: a test sets up rows (a session, a device token, a
 * one-time link) that no request made, so no unit of work is there to hand out its transaction.
 */
export function fixtureWrites(db: Database): Transaction {
  return db as Transaction;
}
