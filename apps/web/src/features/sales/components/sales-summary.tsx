import { Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { ResellerSelect } from '../../../components/reseller-select';
import { formatMonth } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { salesSummaryQuery } from '../api/get-sales-summary';
import { type ChartView, chartSeries } from '../chart-series';
import { RenewalsCard } from './renewals-card';
import { SalesFiguresCard } from './sales-figures-card';

// The chart is its own chunk, fetched only when this section opens.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

function previousMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

/**
 * Summary Sale: all time, this month and last, by package, with the revenue for admins; the
 * renewal rate of the plans that ended last month and end this month; and a chart of the last 12
 * months by package or new and renewed. Admins may narrow it to direct sales or one reseller.
 */
export function SalesSummary() {
  const { t } = useTranslation(['sales', 'common']);
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const [resellerId, setResellerId] = useState<string | null>(null);
  const [view, setView] = useState<ChartView>('packages');
  const { data } = useQuery(salesSummaryQuery(resellerId ? { resellerId } : {}));
  // A loader's label is read only with a role (a bare span may not carry one).
  const loading = <Loader size="sm" role="status" aria-label={t('sales.loading')} />;

  return (
    <Stack gap="md">
      {isAdmin && (
        <div style={{ maxWidth: 420 }}>
          <ResellerSelect
            label={t('sales.reseller')}
            noneLabel={t('sales.allSales')}
            directLabel={t('sales.directSales')}
            value={resellerId}
            onChange={setResellerId}
          />
        </div>
      )}
      {!data ? (
        loading
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SalesFiguresCard title={t('sales.total')} figures={data.total} testId="sales-total" />
            <SalesFiguresCard
              title={t('sales.thisMonth', { month: formatMonth(data.thisMonth, language, 'long') })}
              figures={data.current}
              testId="sales-this-month"
            />
            <SalesFiguresCard
              title={t('sales.lastMonth', { month: formatMonth(previousMonth(data.thisMonth), language, 'long') })}
              figures={data.previous}
              testId="sales-last-month"
            />
          </SimpleGrid>
          <RenewalsCard
            periods={[
              {
                label: t('sales.renewalsEnded', {
                  month: formatMonth(previousMonth(data.thisMonth), language, 'long'),
                }),
                figures: data.renewals.previous,
                testId: 'renewals-last-month',
              },
              {
                label: t('sales.renewalsEnding', { month: formatMonth(data.thisMonth, language, 'long') }),
                figures: data.renewals.current,
                testId: 'renewals-this-month',
              },
            ]}
          />
          {data.total.revenue === null && isAdmin && (
            <Text size="xs" c="dimmed">
              {t('sales.noRevenueForReseller')}
            </Text>
          )}
          <section aria-labelledby="sales-chart-heading">
            <Group justify="space-between" mb="xs" gap="xs">
              <Title order={3} size="h5" id="sales-chart-heading">
                {t('sales.chartHeading')}
              </Title>
              <SegmentedControl
                size="xs"
                value={view}
                onChange={(value) => setView(value as ChartView)}
                aria-label={t('sales.chartView')}
                data={[
                  { value: 'packages', label: t('sales.byPackage') },
                  { value: 'renewals', label: t('sales.newAndRenewed') },
                ]}
              />
            </Group>
            <Suspense fallback={loading}>
              <SalesChart months={data.months.map((month) => month.month)} series={chartSeries(data.months, view, t)} />
            </Suspense>
          </section>
          <Text size="xs" c="dimmed">
            {t('sales.timeZone', { timeZone: data.timeZone })}
          </Text>
        </>
      )}
    </Stack>
  );
}
