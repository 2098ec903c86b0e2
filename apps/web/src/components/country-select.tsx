import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language';
import { localKeys } from '../lib/query-keys';
import { loadCountryOptions, loadedCountryOptions } from './load-country-options';
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
  const { data: options = [] } = useQuery({
    queryKey: localKeys.countryOptions(language),
    queryFn: () => loadCountryOptions(language),
    initialData: () => loadedCountryOptions(language),
    staleTime: Infinity,
  });
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
