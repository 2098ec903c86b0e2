import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { focusableScrollArea } from '../../../components/focusable-scroll-area';
import { ListPagination } from '../../../components/list-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { unmatchedTransfersQuery } from '../api/get-unmatched-transfers';

/** Bank transfers the notification service reported that paid no order or more than due, with why, for an admin to sort out. */
export function UnmatchedTransfers() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data } = useQuery(unmatchedTransfersQuery(page));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="unmatched-transfers">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('unmatched.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('unmatched.lead')}
        </Text>
        {data?.total === 0 ? (
          <Text c="dimmed">{t('unmatched.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720} scrollAreaProps={focusableScrollArea(t('unmatched.title'))}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('unmatched.received')}</Table.Th>
                  <Table.Th>{t('unmatched.content')}</Table.Th>
                  <Table.Th>{t('unmatched.amount')}</Table.Th>
                  <Table.Th>{t('unmatched.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.items.map((transfer) => (
                  <Table.Tr key={transfer.id}>
                    <Table.Td>
                      {formatDateTime(transfer.receivedAt, language)}
                      <Text size="xs" c="dimmed">
                        {transfer.gateway} · {transfer.accountNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{transfer.content}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatVnd(transfer.amount, language)}</Table.Td>
                    <Table.Td>
                      {t(`unmatched.reasons.${transfer.reason}`, {
                        defaultValue: transfer.reason,
                        orderId: transfer.orderId ?? '',
                        excess: formatVnd(transfer.excess ?? 0, language),
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination page={data} onChange={setPage} label={t('unmatched.title')} />
      </Stack>
    </Paper>
  );
}
