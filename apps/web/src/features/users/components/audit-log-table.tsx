import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { AuditEntry, AuditLogQuery } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { focusableScrollArea } from '../../../components/focusable-scroll-area';
import { ListPagination } from '../../../components/list-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { auditLogQuery } from '../api/get-audit-log';

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
      <ListPagination page={data} onChange={(page) => setQuery({ ...query, page })} label={t('audit.what')} />
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
