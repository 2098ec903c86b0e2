import type { ExchangeRate, SetExchangeRateRequest } from '@oneclick/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { eInvoices, exchangeRates } from '../../db/schema/index.js';
import { type Actor, signedInUser } from '../../service-core/unit-of-work.js';

/**
 * An admin sets a day's dong per US dollar (or corrects it before it is used): the invoices of
 * USD orders paid that day that waited for it are due at once. An invoice already built keeps
 * the rate it was built with.
 */
export async function setExchangeRate(
  deps: ModuleDeps,
  actor: Actor,
  day: string,
  input: SetExchangeRateRequest,
): Promise<ExchangeRate> {
  const admin = signedInUser(actor);
  return deps.runUnitOfWork(actor, async ({ tx, audit }) => {
    const [before] = await tx.select().from(exchangeRates).where(eq(exchangeRates.day, day));
    const [rate] = await tx
      .insert(exchangeRates)
      .values({ day, vndPerUsd: input.vndPerUsd, setById: admin.id })
      .onConflictDoUpdate({
        target: exchangeRates.day,
        set: { vndPerUsd: input.vndPerUsd, setById: admin.id, setAt: sql`now()` },
      })
      .returning();
    await tx
      .update(eInvoices)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(eInvoices.status, 'queued'),
          eq(eInvoices.problem, 'NO_EXCHANGE_RATE'),
          eq(eInvoices.problemDetail, day),
        ),
      );
    await audit({
      action: 'exchange_rate.set',
      details: { day, vndPerUsd: input.vndPerUsd, ...(before && { previous: before.vndPerUsd }) },
    });
    return { day: rate!.day, vndPerUsd: rate!.vndPerUsd, setAt: rate!.setAt.toISOString() };
  });
}
