import { Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  LICENCE_KEY_STATUSES,
  type LicenceKey,
  type LicenceKeyListQuery,
  type LicenceKeyStatus,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { PackageResellerFilters } from '../../../components/package-reseller-filters';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../../lib/session';
import { useDeleteLicenceKey } from '../api/delete-licence-key';
import { licenceKeysQuery } from '../api/list-licence-keys';
import { ReassignKeyModal } from './reassign-key-modal';
import { roleName } from '../../../i18n/role-name';

const STATUS_COLORS: Record<LicenceKeyStatus, string> = { unused: 'blue', used: 'teal', deleted: 'gray' };

/**
 * Licence keys, 50 to a page, filtered by status, package and (for admins) owner. The server
 * shows a reseller only their own keys; admins delete an unused key after confirming.
 */
export function LicenceKeysTable({ code }: { code?: string }) {
  const { t } = useTranslation(['licence-keys', 'common']);
  const language = useLanguage();
  const { isAdmin } = useAuth();
  const [query, setQuery] = useState<LicenceKeyListQuery>({ page: 1 });
  // A new search by code (licence-keys-section.tsx) starts again from the first page.
  const [searched, setSearched] = useState(code);
  if (searched !== code) {
    setSearched(code);
    setQuery({ ...query, page: 1 });
  }
  const { data } = useQuery(licenceKeysQuery({ ...query, code }));
  const remove = useDeleteLicenceKey();
  const feedback = useFeedback();
  const filter = (change: Partial<LicenceKeyListQuery>) => setQuery({ ...query, ...change, page: 1 });
  const [reassigning, setReassigning] = useState<LicenceKey | null>(null);
  const deletion = useConfirmedDelete({
    remove: (code) => remove.mutateAsync(code),
    onDeleted: (code) => feedback.notify(t('keys.deleted', { code })),
    onFailed: feedback.fail,
    question: () => ({ keepLabel: t('keys.deleteKeep'), confirmLabel: t('keys.deleteConfirm') }),
  });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('keys.status')}
          style={{ flex: '1 1 auto' }}
          value={query.status ?? ''}
          onChange={(event) => filter({ status: (event.currentTarget.value || undefined) as LicenceKeyStatus })}
          data={[
            { value: '', label: t('keys.all') },
            ...LICENCE_KEY_STATUSES.map((status) => ({ value: status, label: t(`keys.statuses.${status}`) })),
          ]}
        />
        <PackageResellerFilters
          labels={{ package: t('keys.package'), reseller: t('keys.owner'), all: t('keys.all') }}
          byReseller={isAdmin}
          value={query}
          onChange={filter}
        />
      </Group>
      <div aria-live="polite">{feedback.element}</div>
      <PagedTable
        page={data}
        minWidth={760}
        data-testid="licence-keys-table"
        total={{
          text: (count) => t('keys.total', { count }),
          about: (number) => t('keys.totalAbout', { number }),
          testId: 'licence-keys-total',
        }}
        empty={t('keys.none')}
        head={
          <>
            <Table.Th>{t('keys.code')}</Table.Th>
            <Table.Th>{t('keys.package')}</Table.Th>
            <Table.Th>{t('keys.months')}</Table.Th>
            <Table.Th>{t('keys.status')}</Table.Th>
            <Table.Th>{t('keys.owner')}</Table.Th>
            <Table.Th>{t('keys.activated')}</Table.Th>
            {isAdmin && <Table.Th />}
          </>
        }
        row={(key) => (
          <KeyRow
            key={key.code}
            licenceKey={key}
            language={language}
            onDelete={isAdmin ? () => deletion.ask(key.code) : undefined}
            onReassign={isAdmin ? () => setReassigning(key) : undefined}
          />
        )}
        onPageChange={(page) => setQuery({ ...query, page })}
        pagesLabel={t('keys.code')}
      />
      {deletion.dialog}
      {reassigning && (
        <ReassignKeyModal
          licenceKey={reassigning}
          onClose={() => setReassigning(null)}
          onReassigned={(saved) =>
            feedback.notify(
              t('keys.reassigned', {
                code: saved.code,
                owner: saved.reseller ? saved.reseller.name : t('generate.directSale'),
              }),
            )
          }
        />
      )}
    </Stack>
  );
}

interface KeyRowProps {
  licenceKey: LicenceKey;
  language: ReturnType<typeof useLanguage>;
  onDelete?: () => void;
  onReassign?: () => void;
}

function KeyRow({ licenceKey: key, language, onDelete, onReassign }: KeyRowProps) {
  const { t } = useTranslation(['licence-keys', 'common']);
  return (
    <Table.Tr>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {key.code}
      </Table.Td>
      <Table.Td data-label={t('keys.package')}>{roleName(t, key.accountType)}</Table.Td>
      <Table.Td data-label={t('keys.months')}>{key.months}</Table.Td>
      <Table.Td data-label={t('keys.status')} style={{ whiteSpace: 'nowrap' }}>
        <Badge color={STATUS_COLORS[key.status]} variant="light" style={{ overflow: 'visible' }}>
          {t(`keys.statuses.${key.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td data-label={t('keys.owner')}>{key.reseller ? key.reseller.name : t('generate.directSale')}</Table.Td>
      <Table.Td data-label={t('keys.activated')} data-wide>
        {key.usedBy && key.usedAt && (
          <>
            {t('keys.activatedWho', key.usedBy)}
            <Text size="xs" c="dimmed">
              {formatDateTime(key.usedAt, language)}
            </Text>
          </>
        )}
      </Table.Td>
      {onDelete && onReassign && (
        <Table.Td>
          {key.status === 'unused' && (
            <Group gap={4}>
              <Button size="xs" variant="subtle" onClick={onReassign} aria-label={`${t('keys.reassign')}: ${key.code}`}>
                {t('keys.reassign')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={onDelete}
                aria-label={`${t('keys.delete')}: ${key.code}`}
              >
                {t('keys.delete')}
              </Button>
            </Group>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
