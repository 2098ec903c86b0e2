import { DateInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import type { Language } from '@oneclick/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/vi';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLanguage } from '../i18n/use-language';
import { useTranslation } from '../i18n/use-translation';

// Typed dates are read in the reader's own order (25/11/2026 in Vietnamese and Thai).
dayjs.extend(customParseFormat);

const DATE_SETTINGS: Record<Language, { locale: string; format: string; firstDayOfWeek: 0 | 1 }> = {
  'en-US': { locale: 'en', format: 'MM/DD/YYYY', firstDayOfWeek: 0 },
  vi: { locale: 'vi', format: 'DD/MM/YYYY', firstDayOfWeek: 1 },
  th: { locale: 'th', format: 'DD/MM/YYYY', firstDayOfWeek: 0 },
};

interface DateFieldProps {
  label: string;
  /** A calendar date, `YYYY-MM-DD`, or undefined while empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  /** Marks the field as one the form cannot go without (an asterisk, and `aria-required`). */
  required?: boolean;
}

/**
 * A date typed or picked in the UI language: its month and day names, its order of day and
 * month, its first day of the week (a browser's own date field follows the browser's language
 * instead). The value stays an ISO calendar date.
 */
export function DateField({ label, value, onChange, error, required = false }: DateFieldProps) {
  const { t } = useTranslation();
  const { locale, format, firstDayOfWeek } = DATE_SETTINGS[useLanguage()];
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek }}>
      <DateInput
        label={label}
        value={value ?? null}
        onChange={(date) => onChange(date ?? undefined)}
        valueFormat={format}
        placeholder={t('dates.placeholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('dates.clear') }}
        w={170}
        error={error}
        required={required}
      />
    </DatesProvider>
  );
}
