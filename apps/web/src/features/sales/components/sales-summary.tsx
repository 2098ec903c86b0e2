import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { ResellerSelect } from '../../../components/reseller-select';
import { formatMonth } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { salesSummaryQuery } from '../api/get-sales-summary';
import { SalesFiguresCard } from './sales-figures-card';

// The chart is its own chunk, fetched only when this section opens.
const SalesChart = lazy(() => import('./sales-chart').then((module) => ({ default: module.SalesChart })));

function previousMonth(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
}

/**
 * Summary Sale: all time, this month and last, by package, with the revenue for admins and a
 * chart of the last 12 months; admins may narrow it to direct sales or one reseller.
 */
export function SalesSummary() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const [resellerId, setResellerId] = useState<string | null>(null);
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
          {data.total.revenue === null && isAdmin && (
            <Text size="xs" c="dimmed">
              {t('sales.noRevenueForReseller')}
            </Text>
          )}
          <section aria-labelledby="sales-chart-heading">
            <Title order={3} size="h5" id="sales-chart-heading" mb="xs">
              {t('sales.chartHeading')}
            </Title>
            <Suspense fallback={loading}>
              <SalesChart months={data.months} />
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
