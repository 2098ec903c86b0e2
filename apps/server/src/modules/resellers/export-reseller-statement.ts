import {
  addCalendarMonths,
  type Currency,
  formatKeyCode,
  type Language,
  parseLanguage,
  translate,
} from '@oneclick/shared';
import en from '@oneclick/shared/i18n/en-US/resellers.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/resellers.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/resellers.json' with { type: 'json' };
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { licenceKeys, orders, saleRecords, users } from '../../db/schema/index.js';
import { dayStart } from '../../domain/business-days.js';
import { type XlsxColumn, type XlsxValue, xlsxStream } from '../../utils/xlsx-stream.js';

/** Rows read at a time: the statement of a reseller with a hundred thousand sales stays flat in memory. */
export const STATEMENT_BATCH_SIZE = 2000;

/** The statement's texts; the total's plural forms are each language's own, read through `translate`. */
type StatementTexts = { statement: Omit<typeof en.statement, 'total_one' | 'total_other'> };
const MESSAGES: Record<Language, StatementTexts> = { 'en-US': en, vi, th };

/** A day as the language writes it, in Excel's format codes: US English month first, Vietnamese and Thai day first. */
const DATE_FORMATS: Record<Language, string> = { 'en-US': 'm/d/yyyy', vi: 'dd/mm/yyyy', th: 'dd/mm/yyyy' };

/** An amount as its currency is written: dong whole, dollars with their cents. */
const MONEY_FORMATS: Record<Currency, string> = { VND: '#,##0', USD: '#,##0.00' };

function columns(language: Language): XlsxColumn[] {
  const header = MESSAGES[language].statement.headers;
  return [
    { header: header.activated, type: 'date', width: 14, format: DATE_FORMATS[language] },
    { header: header.customerEmail, type: 'text', width: 36 },
    { header: header.package, type: 'text', width: 14 },
    { header: header.months, type: 'number', width: 8 },
    { header: header.licenceKey, type: 'text', width: 22 },
    { header: header.commissionRate, type: 'number', width: 14 },
    { header: header.paid, type: 'number', width: 14 },
    { header: header.currency, type: 'text', width: 10 },
    { header: header.order, type: 'text', width: 16 },
  ];
}

/** An amount in minor units (cents, whole dong) in the currency's units, as a sheet adds them up, shown as the currency writes it. */
const inUnits = (minor: number, currency: Currency): XlsxValue => ({
  number: currency === 'USD' ? minor / 100 : minor,
  format: MONEY_FORMATS[currency],
});

/**
 * A reseller's statement of a month (`YYYY-MM` in the business's time zone): each activation of
 * theirs, oldest first, on its day in that time zone, with the package, the commission rate in force
 * at the sale and what they paid for the key (its order's amount shared by its keys), then the
 * month's totals by currency. Written in the reseller's language, whoever downloads it: an admin
 * fetches it to see or pass on what the reseller reads. The reseller is checked before the first
 * byte; the rows then flow as the download pulls them.
 */
export async function exportResellerStatement(
  db: ReadOnlyDatabase,
  config: Config,
  resellerId: string,
  month: string,
): Promise<AsyncGenerator<Uint8Array>> {
  const [reseller] = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(eq(users.id, resellerId));
  if (!reseller) throw new AppError('NOT_FOUND', 404, 'No such reseller.');
  const language = parseLanguage(reseller.language);
  const tz = config.businessTimeZone;
  const firstDay = `${month}-01`;
  // The month ends where the next begins in the zone: a month added to its first instant in UTC
  // (the 28th of February at 17:00 for March in Saigon) ended March on the 28th.
  const nextFirstDay = addCalendarMonths(new Date(`${firstDay}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);
  const where = and(
    eq(saleRecords.resellerId, resellerId),
    gte(saleRecords.activatedAt, dayStart(firstDay, tz)),
    lt(saleRecords.activatedAt, dayStart(nextFirstDay, tz)),
  );
  return xlsxStream(
    MESSAGES[language].statement.sheet,
    columns(language),
    statementRows(db, where, tz, language),
    Object.values(MONEY_FORMATS),
  );
}

async function* statementRows(
  db: ReadOnlyDatabase,
  where: SQL | undefined,
  timeZone: string,
  language: Language,
): AsyncGenerator<XlsxValue[][]> {
  const messages = MESSAGES[language];
  const packageNames: Record<string, string> = messages.statement.packages;
  let after: { activatedAt: Date; id: string } | null = null;
  let activations = 0;
  const paid = new Map<Currency, number>();
  for (;;) {
    const rows = await db
      .select({
        id: saleRecords.id,
        activatedAt: saleRecords.activatedAt,
        excelDay: sql<number>`((${saleRecords.activatedAt} at time zone ${timeZone})::date - date '1899-12-30')`,
        customerEmail: saleRecords.customerEmail,
        accountType: saleRecords.accountType,
        months: saleRecords.months,
        commissionRate: saleRecords.commissionRate,
        code: licenceKeys.code,
        orderId: orders.id,
        orderAmount: orders.amount,
        orderQuantity: orders.quantity,
        currency: orders.currency,
      })
      .from(saleRecords)
      .leftJoin(licenceKeys, eq(licenceKeys.id, saleRecords.licenceKeyId))
      .leftJoin(orders, eq(orders.id, licenceKeys.orderId))
      .where(
        and(
          where,
          after
            ? sql`(${saleRecords.activatedAt}, ${saleRecords.id}) > (${after.activatedAt}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(saleRecords.activatedAt), asc(saleRecords.id))
      .limit(STATEMENT_BATCH_SIZE);
    yield rows.map((row) => {
      activations += 1;
      const currency = row.currency as Currency | null;
      const price =
        row.orderAmount !== null && currency !== null ? Math.round(row.orderAmount / row.orderQuantity!) : null;
      if (price !== null) paid.set(currency!, (paid.get(currency!) ?? 0) + price);
      return [
        Number(row.excelDay),
        row.customerEmail,
        packageNames[String(row.accountType)] ?? String(row.accountType),
        row.months,
        row.code ? formatKeyCode(row.code) : null,
        row.commissionRate,
        price === null ? null : inUnits(price, currency!),
        currency,
        row.orderId,
      ];
    });
    if (rows.length < STATEMENT_BATCH_SIZE) break;
    const last: { activatedAt: Date; id: string } = rows.at(-1)!;
    after = { activatedAt: last.activatedAt, id: last.id };
  }
  const label = translate(language, [messages], 'statement.total', { count: activations }) as string;
  const totals = [...paid].map(([currency, sum]) => [
    null,
    label,
    null,
    null,
    null,
    null,
    inUnits(sum, currency),
    currency,
    null,
  ]);
  yield [[], ...(totals.length > 0 ? totals : [[null, label]])];
}
