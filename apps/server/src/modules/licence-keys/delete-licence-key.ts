import { formatKeyCode } from '@oneclick/shared';
import { eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { licenceKeys } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';

/** An admin withdraws an unused key (a soft delete: the row stays for the record). */
export async function deleteLicenceKey(deps: ModuleDeps, actor: Actor, code: string): Promise<void> {
  await deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [key] = await tx.select().from(licenceKeys).where(eq(licenceKeys.code, code)).for('update');
    if (!key || key.deletedAt) {
      throw new AppError('NOT_FOUND', 404, 'No licence key has this code.', { reason: 'KEY_NOT_FOUND' });
    }
    if (key.usedAt) throw new AppError('CONFLICT', 409, 'A used key cannot be deleted.', { reason: 'KEY_USED' });
    await tx
      .update(licenceKeys)
      .set({ deletedAt: sql`now()` })
      .where(eq(licenceKeys.id, key.id));
    await audit({
      action: 'licence_key.deleted',
      targetId: key.id,
      details: {
        code: formatKeyCode(key.code),
        accountType: key.accountType,
        months: key.months,
        resellerId: key.resellerId,
      },
    });
  });
}
