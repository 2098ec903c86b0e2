import { isAdminRole, type RoleCode, type SessionUser } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../app-error.js';
import { type LicenceKeyRow, licenceKeys, type UserRow, users } from '../../db/schema/index.js';
import { lockActiveReseller } from '../../domain/spend-licence-key.js';
import { isActiveReseller } from './queries.js';

export interface RedemptionInput {
  customerEmail: string;
  code: string;
}

/**
 * The key and the customer of a redemption `staff` may make, or the refusal (D4): a reseller
 * only while active and only with their own keys, an unused key, a verified customer account
 * that is not staff. With `lock`, the rows are locked in the redemption's order (reseller
 * share-locked, then the key, then the customer); a quote reads them without locking.
 */
export async function findRedemption(
  reading: { lock: true; tx: Transaction } | { lock: false; db: ReadOnlyDatabase },
  staff: SessionUser,
  input: RedemptionInput,
): Promise<{ key: LicenceKeyRow; customer: UserRow }> {
  const { lock } = reading;
  const tx = reading.lock ? reading.tx : reading.db;
  if (!isAdminRole(staff.role)) {
    const active = reading.lock
      ? await lockActiveReseller(reading.tx, staff.id)
      : await isActiveReseller(reading.db, staff.id);
    if (!active) throw new AppError('FORBIDDEN', 403, 'Your account may not do this.');
  }
  const keyQuery = tx.select().from(licenceKeys).where(eq(licenceKeys.code, input.code));
  const [key] = lock ? await keyQuery.for('update') : await keyQuery;
  const usable = key && !key.deletedAt && (isAdminRole(staff.role) || key.resellerId === staff.id);
  if (!usable) {
    throw new AppError('NOT_FOUND', 404, 'No licence key with this code is available to you.', {
      reason: 'KEY_NOT_FOUND',
    });
  }
  if (key.usedAt)
    throw new AppError('CONFLICT', 409, 'This licence key has already been used.', { reason: 'KEY_USED' });

  const customerQuery = tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.customerEmail));
  const [customer] = lock ? await customerQuery.for('update') : await customerQuery;
  if (!customer) {
    throw new AppError('NOT_FOUND', 404, 'No account uses this e-mail address.', { reason: 'ACCOUNT_NOT_FOUND' });
  }
  if (!customer.emailVerifiedAt) {
    throw new AppError('CONFLICT', 409, 'This customer has not verified their e-mail address yet.', {
      reason: 'CUSTOMER_NOT_VERIFIED',
    });
  }
  if (isAdminRole(customer.role as RoleCode)) {
    throw new AppError('CONFLICT', 409, 'Licence keys activate customers, not admin accounts.', {
      reason: 'NOT_A_CUSTOMER',
    });
  }
  return { key, customer };
}
