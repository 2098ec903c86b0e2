import { Select } from '@mantine/core';
import { routes, type UserListQuery } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { call } from '../lib/api-client';
import { usersKeys } from '../lib/query-keys';

const RESELLERS: UserListQuery = { resellers: 'true' };

/**
 * The resellers offered: the first 200 of the users list (there are far fewer), kept under the
 * list's key, so a write that refreshes `users` refreshes them too.
 */
const resellerOptionsQuery = queryOptions({
  queryKey: usersKeys.list(RESELLERS),
  queryFn: ({ signal }) => call(routes.users.listUsers, { query: RESELLERS, signal }),
});

interface ResellerSelectProps {
  label: string;
  /** What choosing nobody means here: "direct sale" when generating, "all" when filtering. */
  noneLabel: string;
  /** Offers `direct` too: sales no reseller made. */
  directLabel?: string;
  value: string | null;
  onChange: (resellerId: string | null) => void;
}

/** A reseller by name or e-mail, or nobody (and, where asked, direct sales). */
export function ResellerSelect({ label, noneLabel, directLabel, value, onChange }: ResellerSelectProps) {
  const { t } = useTranslation(['licence-keys', 'users']);
  const { data } = useQuery(resellerOptionsQuery);
  const options = [
    { value: '', label: noneLabel },
    ...(directLabel ? [{ value: 'direct', label: directLabel }] : []),
    ...(data?.items ?? []).map((reseller) => ({
      value: reseller.id,
      label: t('keys.activatedWho', { name: reseller.name, email: reseller.email }),
    })),
  ];
  return (
    <Select
      label={label}
      data={options}
      value={value ?? ''}
      onChange={(next) => onChange(next ? next : null)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('users.none')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
