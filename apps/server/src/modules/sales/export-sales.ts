import {
  SALE_PACKAGE_NAMES,
  SALE_REPORT_HEADERS,
  SALE_REPORT_SHEET,
  type SalePackage,
  type SessionUser,
} from '@oneclick/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { saleRecords, users } from '../../db/schema/index.js';
import { restForCpuSince } from '../../utils/rest-for-cpu.js';
import { type XlsxColumn, type XlsxValue, xlsxStream } from '../../utils/xlsx-stream.js';
import { reportRange } from './list-sales.js';
import { salesBetween, scopeFor } from './queries.js';

/**
 * Rows read from the database at a time: enough to be fast, few enough that turning a batch into
 * the sheet's XML (about 3 ms) barely delays the requests waiting behind it.
 */
export const EXPORT_BATCH_SIZE = 500;

const COLUMNS: readonly XlsxColumn[] = [
  { header: SALE_REPORT_HEADERS[0], type: 'text', width: 36 },
  { header: SALE_REPORT_HEADERS[1], type: 'date', width: 14 },
  { header: SALE_REPORT_HEADERS[2], type: 'number', width: 8 },
  { header: SALE_REPORT_HEADERS[3], type: 'text', width: 14 },
  { header: SALE_REPORT_HEADERS[4], type: 'text', width: 36 },
];

/**
 * The Sales Report as a workbook (sale-report.xlsx), oldest first. Who may read what is settled
 * before the first byte; the rows then flow from the database as the download pulls them.
 */
export function exportSales(
  db: ReadOnlyDatabase,
  config: Config,
  viewer: SessionUser,
  filter: { from?: string; to?: string; resellerId?: string },
): AsyncGenerator<Uint8Array> {
  const scope = scopeFor(viewer, filter.resellerId);
  const { from, to } = reportRange(filter, config.businessTimeZone);
  const { where } = salesBetween(scope, from, to, config.businessTimeZone);
  return xlsxStream(SALE_REPORT_SHEET, COLUMNS, saleRows(db, where, config.businessTimeZone));
}

/**
 * The range's sales a batch at a time by keyset (after the last row's activation time and id), each
 * batch its own short query: no transaction or connection is held while the download is slow.
 * After each batch the export rests as long as the process spent on the CPU meanwhile, so the
 * public site keeps at least half of it: exports back to back had tripled the tutorial list's p99.
 */
async function* saleRows(
  db: ReadOnlyDatabase,
  where: SQL | undefined,
  timeZone: string,
): AsyncGenerator<XlsxValue[][]> {
  const reseller = alias(users, 'reseller');
  let lastId: string | null = null;
  for (;;) {
    const cpu = process.cpuUsage();
    const after: SQL | undefined = lastId
      ? sql`(${saleRecords.activatedAt}, ${saleRecords.id}) > (select activated_at, id from sale_records where id = ${lastId})`
      : undefined;
    const rows = await db
      .select({
        id: saleRecords.id,
        customerEmail: saleRecords.customerEmail,
        excelDay: sql<number>`((${saleRecords.activatedAt} at time zone ${timeZone})::date - date '1899-12-30')`,
        months: saleRecords.months,
        accountType: saleRecords.accountType,
        resellerEmail: reseller.email,
      })
      .from(saleRecords)
      .leftJoin(reseller, eq(reseller.id, saleRecords.resellerId))
      .where(and(where, after))
      .orderBy(asc(saleRecords.activatedAt), asc(saleRecords.id))
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length > 0) {
      yield rows.map((row) => [
        row.customerEmail,
        Number(row.excelDay),
        row.months,
        SALE_PACKAGE_NAMES[String(row.accountType) as SalePackage] ?? String(row.accountType),
        row.resellerEmail,
      ]);
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
    lastId = rows[rows.length - 1]!.id;
    await restForCpuSince(cpu);
  }
}
