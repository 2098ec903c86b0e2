import { and, eq, gt } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { deviceAuthorizations } from '../../db/schema/index.js';

/** A sign-in request still waiting for its user's decision, by its user code; locked when asked. */
export async function pendingRequest(db: ReadOnlyDatabase, userCode: string, { lock = false } = {}) {
  const query = db
    .select()
    .from(deviceAuthorizations)
    .where(
      and(
        eq(deviceAuthorizations.userCode, userCode),
        eq(deviceAuthorizations.status, 'pending'),
        gt(deviceAuthorizations.expiresAt, new Date()),
      ),
    );
  const [request] = lock ? await query.for('update') : await query;
  if (!request) {
    throw new AppError(
      'NOT_FOUND',
      404,
      'No machine is waiting for this code: check it, or ask the software for a new one.',
      {
        reason: 'DEVICE_CODE_UNKNOWN',
      },
    );
  }
  return request;
}
