import type { LicenceKey, LicenceKeyPackage } from '@oneclick/shared';
import { asc, inArray } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { licenceKeys } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import { newKeyCode } from '../../domain/key-codes.js';
import { lockActiveReseller } from '../../domain/spend-licence-key.js';
import { selectLicenceKeys, toLicenceKey } from './queries.js';

export interface GenerateLicenceKeysInput {
  quantity: number;
  accountType: LicenceKeyPackage;
  months: number;
  resellerId: string | null;
}

/** An admin makes a batch of keys, for a reseller or for direct sale: all of them or none. */
export async function generateLicenceKeys(
  deps: ModuleDeps,
  actor: Actor,
  input: GenerateLicenceKeysInput,
): Promise<LicenceKey[]> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    if (input.resellerId !== null && !(await lockActiveReseller(tx, input.resellerId))) {
      throw new AppError('NOT_FOUND', 404, 'No active reseller has this id.');
    }
    const inserted = await tx
      .insert(licenceKeys)
      .values(
        Array.from({ length: input.quantity }, () => ({
          code: newKeyCode(),
          accountType: input.accountType,
          months: input.months,
          resellerId: input.resellerId,
          createdById: admin.id,
        })),
      )
      .returning({ id: licenceKeys.id });
    const ids = inserted.map((row) => row.id);
    await audit({
      action: 'licence_keys.generated',
      targetId: input.resellerId ?? undefined,
      details: { quantity: input.quantity, accountType: input.accountType, months: input.months, keyIds: ids },
    });
    const rows = await selectLicenceKeys(tx).where(inArray(licenceKeys.id, ids)).orderBy(asc(licenceKeys.code));
    return rows.map(toLicenceKey);
  });
}
