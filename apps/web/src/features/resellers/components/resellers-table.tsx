import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ResellerSummary } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { resellersQuery } from '../api/list-resellers';
import { useRevokeReseller } from '../api/revoke-reseller';
import { CommissionRateModal } from './commission-rate-modal';
import { StatementDownload } from './statement-download';

/** Resellers: any reseller's monthly statement, and every active reseller with their rate and results; an admin changes a rate or revokes the status. */
export function ResellersTable() {
  const { t } = useTranslation(['resellers', 'dashboard']);
  const [page, setPage] = useState(1);
  const { data } = useQuery(resellersQuery(page));
  const revoke = useRevokeReseller();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<ResellerSummary | null>(null);
  // The row leaves the list once revoked; its name must not leave the messages with it.
  const [revoking, setRevoking] = useState<ResellerSummary | null>(null);
  const revocation = useConfirmedDelete({
    remove: (id) => revoke.mutateAsync(id),
    onDeleted: () => feedback.notify(t('resellers.revoked', { name: revoking?.name })),
    onFailed: feedback.fail,
    question: () => ({
      title: t('resellers.revokeTitle'),
      text: t('resellers.revokeText', { name: revoking?.name }),
      keepLabel: t('resellers.revokeKeep'),
      confirmLabel: t('resellers.revokeConfirm'),
    }),
  });

  return (
    <Stack gap="md">
      <StatementDownload pickReseller />
      <div aria-live="polite">{feedback.element}</div>
      <PagedTable
        page={data}
        minWidth={720}
        data-testid="resellers-table"
        total={{ text: (count) => t('resellers.total', { count }), testId: 'resellers-total' }}
        empty={t('resellers.none')}
        head={
          <>
            <Table.Th>{t('resellers.reseller')}</Table.Th>
            <Table.Th>{t('resellers.commission')}</Table.Th>
            <Table.Th>{t('resellers.keys')}</Table.Th>
            <Table.Th>{t('resellers.customers')}</Table.Th>
            <Table.Th>{t('resellers.thisMonth')}</Table.Th>
            <Table.Th />
          </>
        }
        row={(reseller) => (
          <Table.Tr key={reseller.id}>
            <Table.Td>
              <Text fw={600}>{reseller.name}</Text>
              <Text size="xs" c="dimmed">
                {reseller.email}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('resellers.commission')}>{reseller.commissionRate}%</Table.Td>
            <Table.Td data-label={t('resellers.keys')}>
              {reseller.keysUnused} / {reseller.keysUsed}
            </Table.Td>
            <Table.Td data-label={t('resellers.customers')}>{reseller.customers}</Table.Td>
            <Table.Td data-label={t('resellers.thisMonth')}>{reseller.activationsThisMonth}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(reseller)}
                  aria-label={`${t('resellers.changeRate')}: ${reseller.name}`}
                >
                  {t('resellers.changeRate')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setRevoking(reseller);
                    revocation.ask(reseller.id);
                  }}
                  aria-label={`${t('resellers.revoke')}: ${reseller.name}`}
                >
                  {t('resellers.revoke')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={setPage}
        pagesLabel={t('dashboard.sections.resellers')}
      />
      {editing && (
        <CommissionRateModal
          reseller={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) =>
            feedback.notify(t('resellers.rateSaved', { name: saved.name, rate: saved.commissionRate }))
          }
        />
      )}
      {revocation.dialog}
    </Stack>
  );
}
