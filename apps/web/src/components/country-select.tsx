import { NativeSelect } from '@mantine/core';
import { COUNTRY_CODES } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '../i18n/use-language';
import { localKeys } from '../lib/query-keys';
import { loadCountryNames, loadedCountryNames } from './country-names';
import classes from './country-select.module.css';

interface CountrySelectProps {
  label: string;
  placeholder: string;
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string;
}

/**
 * The full ISO 3166 list, named and sorted in the UI language, in the browser's own select: a
 * phone shows its picker and a keyboard jumps by typing a name's first letters, with no
 * JavaScript of its own on the public pages that ask for a country (decision 040).
 */
export function CountrySelect({ label, placeholder, value, onChange, error }: CountrySelectProps) {
  const language = useLanguage();
  const { data: names } = useQuery({
    queryKey: localKeys.countryNames(language),
    queryFn: () => loadCountryNames(language),
    initialData: () => loadedCountryNames(language),
    staleTime: Infinity,
  });
  const options = useMemo(() => {
    const nameOf = (code: string) => {
      const name = names?.[code];
      return (Array.isArray(name) ? name[0] : name) ?? code;
    };
    return COUNTRY_CODES.map((code) => ({ value: code, label: nameOf(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    );
  }, [names, language]);
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: placeholder, disabled: true }, ...options]}
      value={value ?? ''}
      classNames={{ input: value ? undefined : classes.unchosen }}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
      required
      name="country"
    />
  );
}
