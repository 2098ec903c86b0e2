import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommissionRateValue } from '../commission-rate';

interface CommissionRateInputProps {
  label: string;
  value: CommissionRateValue;
  onChange: (value: CommissionRateValue) => void;
  invalid: boolean;
}

/**
 * A percentage field that keeps exactly what was typed, so a wrong rate (`1e2`, `12.5`) gets the
 * spec's message instead of being read as another number or vanishing.
 */
export function CommissionRateInput({ label, value, onChange, invalid }: CommissionRateInputProps) {
  const { t } = useTranslation('validation');
  return (
    <TextInput
      label={label}
      value={String(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputMode="numeric"
      autoComplete="off"
      rightSection="%"
      w={150}
      error={invalid ? t('COMMISSION_INVALID') : undefined}
    />
  );
}
