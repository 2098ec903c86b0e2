import type { ExchangeRates } from '@oneclick/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { eInvoices, exchangeRates } from '../../db/schema/index.js';

/** The rates of the last 60 days, newest first, and the days whose missing rate holds invoices back. */
export async function listExchangeRates(db: ReadOnlyDatabase): Promise<ExchangeRates> {
  const [rates, waiting] = await Promise.all([
    db
      .select()
      .from(exchangeRates)
      .where(gte(exchangeRates.day, sql`current_date - 60`))
      .orderBy(desc(exchangeRates.day)),
    db
      .selectDistinct({ day: eInvoices.problemDetail })
      .from(eInvoices)
      .where(and(eq(eInvoices.status, 'queued'), eq(eInvoices.problem, 'NO_EXCHANGE_RATE')))
      .orderBy(eInvoices.problemDetail),
  ]);
  return {
    items: rates.map((rate) => ({ day: rate.day, vndPerUsd: rate.vndPerUsd, setAt: rate.setAt.toISOString() })),
    waitingDays: waiting.map((row) => row.day!),
  };
}
