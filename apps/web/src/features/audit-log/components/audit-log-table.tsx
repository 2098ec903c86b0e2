import { Stack, Table, Text } from '@mantine/core';
import { isAuditAction } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedTable } from '../../../components/paged-table';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { auditLogQuery } from '../api/list-audit-log';
import { AuditDetails } from './audit-details';
import type { AuditLogFilter } from './audit-log-filters';

/** Audit log (admins): newest first, 50 to a page, as the filters above it (audit-log-filters.tsx) ask. */
export function AuditLogTable({ filter }: { filter: AuditLogFilter }) {
  const { t } = useTranslation(['audit-log', 'dashboard']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  // New filters start again from the first page.
  const [filtered, setFiltered] = useState(filter);
  if (filtered !== filter) {
    setFiltered(filter);
    setPage(1);
  }
  const { data } = useQuery(auditLogQuery({ ...filter, page }));

  return (
    <Stack gap="md">
      <PagedTable
        page={data}
        minWidth={760}
        scrollLabel={t('dashboard.sections.audit-log')}
        data-testid="audit-log-table"
        empty={t('audit.none')}
        head={
          <>
            <Table.Th>{t('audit.when')}</Table.Th>
            <Table.Th>{t('audit.who')}</Table.Th>
            <Table.Th>{t('audit.what')}</Table.Th>
            <Table.Th>{t('audit.whom')}</Table.Th>
            <Table.Th>{t('audit.from')}</Table.Th>
          </>
        }
        row={(entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(entry.createdAt, language)}
            </Table.Td>
            <Table.Td data-label={t('audit.who')} data-wide>
              {entry.actor ? entry.actor.email : t('audit.system')}
            </Table.Td>
            <Table.Td data-label={t('audit.what')} data-wide>
              {/* The name in the reader's language; the code beneath is what the filter matches. */}
              <Text size="sm">{isAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.action}
              </Text>
              <AuditDetails entry={entry} />
            </Table.Td>
            <Table.Td data-label={t('audit.whom')} data-wide>
              {entry.target?.email ?? ''}
            </Table.Td>
            <Table.Td data-label={t('audit.from')} ff="monospace" fz="xs">
              {entry.ip ?? ''}
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={setPage}
        pagesLabel={t('audit.what')}
      />
    </Stack>
  );
}
