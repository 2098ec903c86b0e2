/** The figures and reports count activations by these packages, in the order they are shown: Pro, Premium, Enterprise, Pro Designer. */
export const SALE_PACKAGES = ['5', '6', '7', '8'] as const;
export type SalePackage = (typeof SALE_PACKAGES)[number];

/** The packages' names in the exported workbook: English in every language, so sheets built on it keep working. */
export const SALE_PACKAGE_NAMES: Record<SalePackage, string> = {
  '5': 'Pro',
  '6': 'Premium',
  '7': 'Enterprise',
  '8': 'Pro Designer',
};

/** The exported workbook: its file, its sheet and its header row, as the spec names them. */
export const SALE_REPORT_FILE_NAME = 'sale-report.xlsx';
export const SALE_REPORT_SHEET = 'Sale Report';
export const SALE_REPORT_HEADERS = ['Customer Email', 'Activate Date', 'Month', 'Package', 'Reseller'] as const;

export const SALES_PAGE_SIZE = 50;
/** The longest range a report or an export covers. */
export const MAX_SALES_RANGE_YEARS = 5;

/** Why a report's range is refused, or null: days are YYYY-MM-DD, both included. */
export function salesRangeProblem(from: string, to: string): 'RANGE_REVERSED' | 'RANGE_TOO_LONG' | null {
  if (to < from) return 'RANGE_REVERSED';
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_SALES_RANGE_YEARS);
  return new Date(`${to}T00:00:00Z`) >= limit ? 'RANGE_TOO_LONG' : null;
}
