import type { CompanyDetails, companyDetailsRequestSchema } from '@oneclick/shared';
import type { z } from 'zod';

type CompanyDetailsUpdate = z.output<typeof companyDetailsRequestSchema>;
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';

/**
 * The company the signed-in user's receipts are made out to (and an individual's personal
 * identification number, for their e-invoices), from /profile or the invoice before paying.
 * Orders already paid keep the details they were paid with.
 */
export async function updateCompanyDetails(
  deps: AuthDeps,
  actor: Actor,
  company: CompanyDetailsUpdate,
): Promise<CompanyDetails> {
  const user = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [updated] = await tx
      .update(users)
      .set({ ...company, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning({
        companyName: users.companyName,
        companyAddress: users.companyAddress,
        taxCode: users.taxCode,
        personalId: users.personalId,
      });
    await audit({ action: 'auth.company_changed', targetId: user.id, details: { taxCode: company.taxCode } });
    return updated!;
  });
}
