import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AuditLogQuery } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ListPagination } from '../../../components/list-pagination';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { auditLogQuery } from '../api/get-audit-log';
import { auditDetailsText } from '../audit-details';

/** Audit log (admins): newest first, 50 to a page, filtered by the actor's e-mail and the action. */
export function AuditLogTable() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [query, setQuery] = useState<AuditLogQuery>({ page: 1 });
  const { data, error } = useQuery({ ...auditLogQuery(query), meta: { handlesErrors: true } });

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ actor: actor.trim() || undefined, action: action.trim() || undefined, page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('audit.actor')}
            type="email"
            value={actor}
            onChange={(event) => setActor(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            error={error ? true : undefined}
          />
          <TextInput
            label={t('audit.action')}
            placeholder="licence_key"
            value={action}
            onChange={(event) => setAction(event.currentTarget.value)}
            style={{ flex: '1 1 180px' }}
          />
          <Button type="submit" variant="light">
            {t('audit.filter')}
          </Button>
        </Group>
      </form>
      {data?.total === 0 ? (
        <Text c="dimmed">{t('audit.none')}</Text>
      ) : (
        <ResponsiveTable
          minWidth={760}
          scrollLabel={t('dashboard.sections.audit')}
          verticalSpacing="xs"
          striped
          data-testid="audit-log-table"
        >
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
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(entry.createdAt, language)}
                </Table.Td>
                <Table.Td data-label={t('audit.who')} data-wide>
                  {entry.actor ? entry.actor.email : t('audit.system')}
                </Table.Td>
                <Table.Td data-label={t('audit.what')} data-wide>
                  {/* The name in the reader's language; the code beneath is what the filter matches. */}
                  <Text size="sm">{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {entry.action}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="audit-details">
                    {auditDetailsText(entry, (role) => t(`common:roles.${role}`))}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('audit.whom')} data-wide>
                  {entry.target?.email ?? ''}
                </Table.Td>
                <Table.Td data-label={t('audit.from')} ff="monospace" fz="xs">
                  {entry.ip ?? ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      <ListPagination page={data} onChange={(page) => setQuery({ ...query, page })} label={t('audit.what')} />
    </Stack>
  );
}
