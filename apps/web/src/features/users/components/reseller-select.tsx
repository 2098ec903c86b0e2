import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resellerOptionsQuery } from '../api/get-users';

interface ResellerSelectProps {
  label: string;
  /** What choosing nobody means here: "direct sale" when generating, "all" when filtering. */
  noneLabel: string;
  value: string | null;
  onChange: (resellerId: string | null) => void;
}

/** A reseller by name or e-mail, or nobody. */
export function ResellerSelect({ label, noneLabel, value, onChange }: ResellerSelectProps) {
  const { t } = useTranslation('users');
  const { data } = useQuery(resellerOptionsQuery);
  const options = [
    { value: '', label: noneLabel },
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
