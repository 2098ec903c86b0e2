import { SALE_PACKAGES, type SalePackage, type SalesSummary } from '@oneclick/shared';
import { roleName } from '../../i18n/role-name';
import type { QualifiedTFunction } from '../../i18n/translation-keys';
import type { ChartSeries } from './components/sales-chart';

/** What the chart's bars are split by. */
export type ChartView = 'packages' | 'renewals';

const PACKAGE_COLOURS: Record<SalePackage, string> = {
  '5': 'var(--mantine-color-teal-7)',
  '6': 'var(--mantine-color-blue-7)',
  '7': 'var(--mantine-color-grape-7)',
  '8': 'var(--mantine-color-orange-8)',
};

/** The months' activations split by package, or into new customers and renewals. `t` must have `users` and `common`. */
export function chartSeries(months: SalesSummary['months'], view: ChartView, t: QualifiedTFunction): ChartSeries[] {
  if (view === 'packages') {
    return SALE_PACKAGES.map((code) => ({
      id: code,
      label: roleName(t, code),
      colour: PACKAGE_COLOURS[code],
      counts: months.map((month) => month.byPackage[code]),
    }));
  }
  const totals = months.map((month) => SALE_PACKAGES.reduce((sum, code) => sum + month.byPackage[code], 0));
  return [
    {
      id: 'new',
      label: t('sales:sales.newActivations'),
      colour: 'var(--mantine-color-teal-7)',
      counts: months.map((month, index) => totals[index]! - month.renewed),
    },
    {
      id: 'renewed',
      label: t('sales:sales.renewedActivations'),
      colour: 'var(--mantine-color-blue-7)',
      counts: months.map((month) => month.renewed),
    },
  ];
}
