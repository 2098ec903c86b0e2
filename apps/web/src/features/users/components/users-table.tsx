import { Badge, Button, Stack, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isPaidAccountType, type UserSummary } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PagedTable } from '../../../components/paged-table';
import { useLanguage } from '../../../i18n/use-language';
import { formatCountry } from '../../../lib/format';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useAuth } from '../../../lib/session';
import { usersQuery } from '../api/list-users';
import { AccountTypeLabel } from './account-type-label';
import { ManageUserModal } from './manage-user-modal';

/**
 * Users, newest first, 200 to a page, found by the start of a name or e-mail. Admins see
 * everyone and manage a user from here; a reseller sees the customers they activated.
 */
export function UsersTable() {
  const { t } = useTranslation('users');
  const language = useLanguage();
  const businessDate = useBusinessDate();
  const { isAdmin } = useAuth();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data } = useQuery(usersQuery({ q: q || undefined, page }));
  const [managing, setManaging] = useState<UserSummary | null>(null);

  return (
    <Stack gap="md">
      <TextInput
        label={t('users.search')}
        type="search"
        value={search}
        maw={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
      />
      <PagedTable
        page={data}
        minWidth={820}
        data-testid="users-table"
        total={{
          text: (count) => t('users.total', { count }),
          about: (number) => t('users.totalAbout', { number }),
          testId: 'users-total',
        }}
        empty={t('users.none')}
        head={
          <>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.type')}</Table.Th>
            <Table.Th>{t('users.expiry')}</Table.Th>
            <Table.Th>{t('users.country')}</Table.Th>
            <Table.Th>{t('users.reseller')}</Table.Th>
            <Table.Th>{t('users.editor')}</Table.Th>
            {isAdmin && <Table.Th />}
          </>
        }
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td fw={600}>{user.name}</Table.Td>
            <Table.Td data-label={t('users.email')} data-wide style={{ whiteSpace: 'nowrap' }}>
              {user.email}
            </Table.Td>
            <Table.Td data-label={t('users.type')}>
              <AccountTypeLabel user={user} />
            </Table.Td>
            <Table.Td data-label={t('users.expiry')} style={{ whiteSpace: 'nowrap' }}>
              {isPaidAccountType(user.role) && user.expiresAt ? businessDate(user.expiresAt) : ''}
            </Table.Td>
            <Table.Td data-label={t('users.country')}>
              {user.country ? formatCountry(user.country, language) : ''}
            </Table.Td>
            <Table.Td data-label={t('users.reseller')} style={{ whiteSpace: 'nowrap' }}>
              {user.isReseller && (
                <Badge variant="light" style={{ minWidth: 'max-content' }}>
                  {t('users.commission', { rate: user.commissionRate ?? 0 })}
                </Badge>
              )}
            </Table.Td>
            <Table.Td data-label={t('users.editor')}>{user.editor ? t(`editors.${user.editor}`) : ''}</Table.Td>
            {isAdmin && (
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setManaging(user)}
                  aria-label={`${t('users.manage')}: ${user.email}`}
                >
                  {t('users.manage')}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={setPage}
        pagesLabel={t('users.name')}
      />
      {managing && <ManageUserModal user={managing} onClose={() => setManaging(null)} />}
    </Stack>
  );
}
