import {
  formatKeyCode,
  RESELLER_STATEMENT_HEADERS,
  RESELLER_STATEMENT_SHEET,
  SALE_PACKAGE_NAMES,
  type SalePackage,
} from '@oneclick/shared';
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { licenceKeys, orders, saleRecords, users } from '../../db/schema/index.js';
import { dayStart } from '../../domain/business-days.js';
import { type XlsxColumn, type XlsxValue, xlsxStream } from '../../lib/xlsx-stream.js';

/** Rows read at a time: the statement of a reseller with a hundred thousand sales stays flat in memory. */
export const STATEMENT_BATCH_SIZE = 2000;

const COLUMNS: readonly XlsxColumn[] = [
  { header: RESELLER_STATEMENT_HEADERS[0], type: 'date', width: 14 },
  { header: RESELLER_STATEMENT_HEADERS[1], type: 'text', width: 36 },
  { header: RESELLER_STATEMENT_HEADERS[2], type: 'text', width: 14 },
  { header: RESELLER_STATEMENT_HEADERS[3], type: 'number', width: 8 },
  { header: RESELLER_STATEMENT_HEADERS[4], type: 'text', width: 22 },
  { header: RESELLER_STATEMENT_HEADERS[5], type: 'number', width: 14 },
  { header: RESELLER_STATEMENT_HEADERS[6], type: 'number', width: 14 },
  { header: RESELLER_STATEMENT_HEADERS[7], type: 'text', width: 10 },
  { header: RESELLER_STATEMENT_HEADERS[8], type: 'text', width: 16 },
];

/** An amount in minor units (cents, whole dong) in the currency's units, as a sheet adds them up. */
const inUnits = (minor: number, currency: string) => (currency === 'USD' ? minor / 100 : minor);

/**
 * A reseller's statement of a month (`YYYY-MM` in the business's time zone): each activation of
 * theirs, oldest first, with the package, the commission rate in force at the sale and what they
 * paid for the key (its order's amount shared by its keys), then the month's totals by currency.
 * The reseller is checked before the first byte; the rows then flow as the download pulls them.
 */
export async function exportResellerStatement(
  db: Database,
  config: Config,
  resellerId: string,
  month: string,
): Promise<AsyncGenerator<Uint8Array>> {
  const [reseller] = await db.select({ id: users.id }).from(users).where(eq(users.id, resellerId));
  if (!reseller) throw new AppError('NOT_FOUND', 404, 'No such reseller.');
  const tz = config.businessTimeZone;
  const where = and(
    eq(saleRecords.resellerId, resellerId),
    gte(saleRecords.activatedAt, dayStart(`${month}-01`, tz)),
    lt(saleRecords.activatedAt, sql`${dayStart(`${month}-01`, tz)} + interval '1 month'`),
  );
  return xlsxStream(RESELLER_STATEMENT_SHEET, COLUMNS, statementRows(db, where, tz));
}

async function* statementRows(db: Database, where: SQL | undefined, timeZone: string): AsyncGenerator<XlsxValue[][]> {
  let after: { activatedAt: Date; id: string } | null = null;
  let activations = 0;
  const paid = new Map<string, number>();
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
      const price =
        row.orderAmount !== null && row.currency !== null
          ? inUnits(Math.round(row.orderAmount / row.orderQuantity!), row.currency)
          : null;
      if (price !== null) paid.set(row.currency!, (paid.get(row.currency!) ?? 0) + price);
      return [
        Number(row.excelDay),
        row.customerEmail,
        SALE_PACKAGE_NAMES[String(row.accountType) as SalePackage] ?? String(row.accountType),
        row.months,
        row.code ? formatKeyCode(row.code) : null,
        row.commissionRate,
        price,
        row.currency,
        row.orderId,
      ];
    });
    if (rows.length < STATEMENT_BATCH_SIZE) break;
    const last: { activatedAt: Date; id: string } = rows.at(-1)!;
    after = { activatedAt: last.activatedAt, id: last.id };
  }
  const label = `Total: ${activations} ${activations === 1 ? 'activation' : 'activations'}`;
  const totals = [...paid].map(([currency, sum]) => [null, label, null, null, null, null, sum, currency, null]);
  yield [[], ...(totals.length > 0 ? totals : [[null, label]])];
}
