import type { LicenceKey } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { licenceKeys } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import { lockActiveReseller } from '../../domain/spend-licence-key.js';
import { selectLicenceKeys, toLicenceKey } from './queries.js';

/**
 * An admin gives an unused key to another active reseller or to direct sale: how the keys
 * of a revoked reseller come back into use. The new owner is locked before the key, the
 * order redeeming uses too.
 */
export async function reassignLicenceKey(
  deps: ModuleDeps,
  actor: Actor,
  input: { code: string; resellerId: string | null },
): Promise<LicenceKey> {
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    if (input.resellerId !== null && !(await lockActiveReseller(tx, input.resellerId))) {
      throw new AppError('NOT_FOUND', 404, 'This user is not a reseller.', { reason: 'NOT_A_RESELLER' });
    }
    const [key] = await tx.select().from(licenceKeys).where(eq(licenceKeys.code, input.code)).for('update');
    if (!key || key.deletedAt) {
      throw new AppError('NOT_FOUND', 404, 'No licence key has this code.', { reason: 'KEY_NOT_FOUND' });
    }
    if (key.usedAt) throw new AppError('CONFLICT', 409, 'A used key cannot change hands.', { reason: 'KEY_USED' });
    await tx.update(licenceKeys).set({ resellerId: input.resellerId }).where(eq(licenceKeys.id, key.id));
    await audit({
      action: 'licence_key.reassigned',
      targetId: key.id,
      details: { accountType: key.accountType, months: key.months, from: key.resellerId, to: input.resellerId },
    });
    const [row] = await selectLicenceKeys(tx).where(eq(licenceKeys.id, key.id));
    return toLicenceKey(row!);
  });
}
