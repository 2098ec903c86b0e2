import { NativeSelect } from '@mantine/core';
import { LICENCE_KEY_PACKAGES } from '@oneclick/shared';
import { useTranslation } from '../i18n/use-translation';

interface PackageSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The label of an extra first choice with the value '' ("All" in a filter). */
  anyLabel?: string;
  error?: string;
}

/** The packages a licence key can carry (8 Pro Designer, 5 Pro, 6 Premium, 7 Enterprise). */
export function PackageSelect({ label, value, onChange, anyLabel, error }: PackageSelectProps) {
  const { t } = useTranslation('common');
  const packages = LICENCE_KEY_PACKAGES.map((code) => ({ value: String(code), label: t(`roles.${code}`) }));
  return (
    <NativeSelect
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={anyLabel === undefined ? packages : [{ value: '', label: anyLabel }, ...packages]}
    />
  );
}
