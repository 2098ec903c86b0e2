import { NumberInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommissionRateValue } from '../commission-rate';

interface CommissionRateInputProps {
  label: string;
  value: CommissionRateValue;
  onChange: (value: CommissionRateValue) => void;
  invalid: boolean;
}

/** A percentage field that lets any number be typed, so a wrong one gets the spec's message instead of vanishing. */
export function CommissionRateInput({ label, value, onChange, invalid }: CommissionRateInputProps) {
  const { t } = useTranslation('validation');
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      clampBehavior="none"
      suffix="%"
      w={150}
      error={invalid ? t('COMMISSION_INVALID') : undefined}
    />
  );
}
