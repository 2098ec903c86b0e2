import { Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  formatMoney,
  formatUsd,
  formatVnd,
  type Sale,
  SALE_PACKAGES,
  salesRangeProblem,
  type SalesReportQuery,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DateField } from '../../../components/date-field';
import { PagedTable } from '../../../components/paged-table';
import { useLanguage } from '../../../i18n/use-language';
import { ResellerSelect } from '../../../components/reseller-select';
import { ErrorMessage } from '../../../components/error-message';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { salesReportQuery } from '../api/list-sales';
import { SalesExportButton } from './sales-export-button';
import { roleName } from '../../../i18n/role-name';

type ReportQuery = SalesReportQuery & { page: number; sort: 'newest' | 'oldest' };

/**
 * Sales Report: the activations of a range of days (this month until changed), for admins of
 * everyone, direct sales or one reseller, newest or oldest first, with the range's totals and
 * its export to Excel.
 */
export function SalesReport() {
  const { t } = useTranslation(['sales', 'common', 'validation']);
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const [query, setQuery] = useState<ReportQuery>({ page: 1, sort: 'newest' });
  const problem = query.from && query.to ? salesRangeProblem(query.from, query.to) : null;
  const { data, error } = useQuery({ ...salesReportQuery(query), enabled: !problem });
  const filter = (change: Partial<ReportQuery>) => setQuery({ ...query, ...change, page: 1 });
  const range = { from: query.from ?? data?.from, to: query.to ?? data?.to, resellerId: query.resellerId };
  const amountOf = (sale: Sale) =>
    sale.amount === null || sale.currency === null ? '' : formatMoney(sale.amount, sale.currency, language);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-start" wrap="wrap" data-testid="sales-filters">
        <DateField label={t('sales.from')} value={range.from} onChange={(from) => filter({ from, to: range.to })} />
        <DateField
          label={t('sales.to')}
          value={range.to}
          onChange={(to) => filter({ to, from: range.from })}
          error={problem ? t(`validation:${problem}`) : undefined}
        />
        {isAdmin && (
          <div style={{ minWidth: 260 }}>
            <ResellerSelect
              label={t('sales.reseller')}
              noneLabel={t('sales.allSales')}
              directLabel={t('sales.directSales')}
              value={query.resellerId ?? null}
              onChange={(resellerId) => filter({ resellerId: resellerId ?? undefined })}
            />
          </div>
        )}
      </Group>
      {error && (
        <Text c="red.8" role="alert">
          <ErrorMessage error={error} />
        </Text>
      )}
      {data && !problem && (
        <Group justify="space-between" align="flex-end" gap="sm">
          <div data-testid="sales-totals">
            <Text fw={600}>{t('sales.activations', { count: data.totals.activations })}</Text>
            <Text size="sm" c="dimmed">
              {SALE_PACKAGES.map((code) => `${roleName(t, code)} ${data.totals.byPackage[code]}`).join(' · ')}
            </Text>
            {data.totals.revenue && (
              <Text size="sm" c="dimmed">
                {t('sales.revenueOf', {
                  usd: formatUsd(data.totals.revenue.USD, language),
                  vnd: formatVnd(data.totals.revenue.VND, language),
                })}
              </Text>
            )}
          </div>
          <SalesExportButton query={range} rows={data.total} />
        </Group>
      )}
      <PagedTable
        page={data}
        minWidth={820}
        data-testid="sales-table"
        empty={t('sales.none')}
        head={
          <>
            <Table.Th>{t('sales.customer')}</Table.Th>
            <Table.Th aria-sort={query.sort === 'newest' ? 'descending' : 'ascending'}>
              <UnstyledButton
                fw={700}
                fz="sm"
                onClick={() => setQuery({ ...query, sort: query.sort === 'newest' ? 'oldest' : 'newest', page: 1 })}
              >
                {t('sales.activated')} {query.sort === 'newest' ? '↓' : '↑'}
              </UnstyledButton>
            </Table.Th>
            <Table.Th>{t('sales.months')}</Table.Th>
            <Table.Th>{t('sales.package')}</Table.Th>
            <Table.Th>{t('sales.resellerColumn')}</Table.Th>
            <Table.Th>{t('sales.source')}</Table.Th>
            <Table.Th>{t('sales.amount')}</Table.Th>
          </>
        }
        row={(sale) => (
          <Table.Tr key={sale.id}>
            <Table.Td fw={600}>{sale.customerEmail}</Table.Td>
            <Table.Td data-label={t('sales.activated')} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(sale.activatedAt, language)}
            </Table.Td>
            <Table.Td data-label={t('sales.months')}>{sale.months}</Table.Td>
            <Table.Td data-label={t('sales.package')}>{roleName(t, sale.accountType)}</Table.Td>
            <Table.Td data-label={t('sales.resellerColumn')} data-wide>
              {sale.reseller ? (
                <>
                  {sale.reseller.name}
                  <Text size="xs" c="dimmed">
                    {sale.reseller.email}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('sales.direct')}
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label={t('sales.source')}>{t(`sales.sources.${sale.source}`)}</Table.Td>
            <Table.Td data-label={t('sales.amount')} style={{ whiteSpace: 'nowrap' }}>
              {amountOf(sale)}
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => setQuery({ ...query, page })}
        pagesLabel={t('sales.pages')}
      />
    </Stack>
  );
}
