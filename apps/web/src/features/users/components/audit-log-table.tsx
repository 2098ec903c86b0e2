import { Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { focusableScrollArea } from '../../../components/focusable-scroll-area';
import { ListPagination } from '../../../components/list-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { auditLogQuery } from '../api/get-audit-log';
import type { AuditLogFilter } from './audit-log-filters';

/** Audit log (admins): newest first, 50 to a page, as the filters above it (audit-log-filters.tsx) ask. */
export function AuditLogTable({ filter }: { filter: AuditLogFilter }) {
  const { t } = useTranslation('users');
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
      {data?.total === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760} scrollAreaProps={focusableScrollArea(t('dashboard.sections.audit'))}>
          <Table verticalSpacing="xs" striped data-testid="audit-log-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.when')}</Table.Th>
                <Table.Th>{t('audit.who')}</Table.Th>
                <Table.Th>{t('audit.what')}</Table.Th>
                <Table.Th>{t('audit.whom')}</Table.Th>
                <Table.Th>{t('audit.from')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt, language)}</Table.Td>
                  <Table.Td>{entry.actor ? entry.actor.email : t('audit.system')}</Table.Td>
                  <Table.Td>
                    {/* The name in the reader's language; the code beneath is what the filter matches. */}
                    <Text size="sm">{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {entry.action}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {detailsText(entry)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{entry.target?.email ?? ''}</Table.Td>
                  <Table.Td>{entry.ip ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination page={data} onChange={setPage} label={t('audit.what')} />
    </Stack>
  );
}

/** The details' plain values (a batch's key ids are left out: the keys list shows them). */
function detailsText({ details }: AuditEntry): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value === null || typeof value !== 'object')
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(' · ');
}
