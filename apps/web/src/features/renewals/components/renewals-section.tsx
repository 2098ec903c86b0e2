import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import type { Renewal, RenewalListQuery } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PackageResellerFilters } from '../../../components/package-reseller-filters';
import { PagedTable } from '../../../components/paged-table';
import { useFeedback } from '../../../components/use-feedback';
import { roleName } from '../../../i18n/role-name';
import { useTranslation } from '../../../i18n/use-translation';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useAuth } from '../../../lib/session';
import { renewalsQuery } from '../api/list-renewals';
import { useRenewWithKey } from '../api/renew-with-key';

/**
 * The dashboard's Renewals: the plans ending in the next 60 days or ended in the last 30, soonest
 * first. A reseller sees their own clients and renews one with an unused key of its package; an
 * admin sees every customer's, by package and reseller.
 */
export function RenewalsSection() {
  const { t } = useTranslation(['renewals', 'common']);
  const { isAdmin, isReseller } = useAuth();
  const [query, setQuery] = useState<RenewalListQuery>({ page: 1 });
  const { data } = useQuery(renewalsQuery(query));
  const renew = useRenewWithKey();
  const feedback = useFeedback();
  const businessDate = useBusinessDate();
  const filter = (change: Partial<RenewalListQuery>) => setQuery({ ...query, ...change, page: 1 });
  const renewWithKey = (renewal: Renewal) =>
    renew.mutate(
      { id: renewal.customer.id, expiresAt: renewal.expiresAt },
      {
        onSuccess: (renewed) =>
          feedback.notify(
            t('section.renewed', {
              name: renewed.customer.name,
              plan: roleName(t, renewed.accountType),
              date: businessDate(renewed.expiresAt),
            }),
          ),
        onError: feedback.fail,
      },
    );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* Grows with the row: sized by its longest choice it fits Thai's to the pixel, no room for a
            browser that measures the text a little wider. */}
        <NativeSelect
          label={t('section.window')}
          style={{ flex: '1 1 auto' }}
          value={query.endingSoon ?? ''}
          onChange={(event) => filter({ endingSoon: event.currentTarget.value === 'true' ? 'true' : undefined })}
          data={[
            { value: '', label: t('section.windowAll') },
            { value: 'true', label: t('section.windowSoon') },
          ]}
        />
        <PackageResellerFilters
          labels={{ package: t('section.package'), reseller: t('section.reseller'), all: t('section.all') }}
          byReseller={isAdmin}
          value={query}
          onChange={filter}
        />
      </Group>
      <div aria-live="polite">{feedback.element}</div>
      <PagedTable
        page={data}
        minWidth={760}
        data-testid="renewals-table"
        total={{ text: (count) => t('section.total', { count }), testId: 'renewals-total' }}
        empty={t('section.none')}
        head={
          <>
            <Table.Th>{t('section.customer')}</Table.Th>
            <Table.Th>{t('section.package')}</Table.Th>
            <Table.Th>{t('section.ends')}</Table.Th>
            <Table.Th>{t('section.lastActivation')}</Table.Th>
            {isAdmin && <Table.Th>{t('section.reseller')}</Table.Th>}
            {isReseller && !isAdmin && <Table.Th />}
          </>
        }
        row={(renewal) => (
          <RenewalRow
            key={renewal.customer.id}
            renewal={renewal}
            showReseller={isAdmin}
            onRenew={isReseller && !isAdmin ? () => renewWithKey(renewal) : undefined}
            renewing={renew.isPending && renew.variables.id === renewal.customer.id}
          />
        )}
        onPageChange={(page) => setQuery({ ...query, page })}
        pagesLabel={t('section.customer')}
      />
    </Stack>
  );
}

interface RenewalRowProps {
  renewal: Renewal;
  showReseller: boolean;
  onRenew?: () => void;
  renewing: boolean;
}

function RenewalRow({ renewal, showReseller, onRenew, renewing }: RenewalRowProps) {
  const { t } = useTranslation(['renewals', 'common']);
  const businessDate = useBusinessDate();
  const { customer, daysLeft } = renewal;
  const when =
    daysLeft > 0
      ? t('section.daysLeft', { count: daysLeft })
      : daysLeft === 0
        ? t('section.today')
        : t('section.ended', { count: -daysLeft });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{customer.name}</Text>
        <Text size="sm" c="dimmed">
          {customer.email}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('section.package')}>{roleName(t, renewal.accountType)}</Table.Td>
      <Table.Td data-label={t('section.ends')} style={{ whiteSpace: 'nowrap' }}>
        {businessDate(renewal.expiresAt)}{' '}
        <Badge color={daysLeft < 0 ? 'red' : daysLeft <= 7 ? 'orange' : 'blue'} variant="light">
          {when}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t('section.lastActivation')}>
        {renewal.lastActivationAt ? businessDate(renewal.lastActivationAt) : t('section.noActivation')}
      </Table.Td>
      {showReseller && (
        <Table.Td data-label={t('section.reseller')}>{renewal.reseller?.name ?? t('section.direct')}</Table.Td>
      )}
      {onRenew && (
        <Table.Td>
          <Button
            size="xs"
            onClick={onRenew}
            loading={renewing}
            disabled={renewal.keysAvailable === 0}
            data-testid="renew-with-key"
          >
            {t('section.renewWithKey')}
          </Button>
          <Text size="xs" c="dimmed" mt={4}>
            {renewal.keysAvailable === 0 ? t('section.noKey') : t('section.keysLeft', { count: renewal.keysAvailable })}
          </Text>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
