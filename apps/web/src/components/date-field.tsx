import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import type { Language } from '@oneclick/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/th';
import 'dayjs/locale/vi';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useLanguage } from '../i18n/use-language';
import { useTranslation } from '../i18n/use-translation';
import classes from './date-field.module.css';

// Typed dates are read in the reader's own order (25/11/2026 in Vietnamese); Thai years are the
// Buddhist era's, as the portal's other Thai dates (Intl's default calendar for th) write them.
dayjs.extend(customParseFormat);
dayjs.extend(buddhistEra);

/** Years from here on are read as the Buddhist era's (2569 is 2026): typed Western years still count. */
const FIRST_BUDDHIST_YEAR = 2400;
const BUDDHIST_ERA_OFFSET = 543;

const THAI_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A Thai date typed as DD/MM/YYYY, the year in either era, as `YYYY-MM-DD`; null when it is none.
 * The era goes before the check: 29/02/2567 is a day of 2024, a leap year.
 */
export function parseThaiDate(typed: string): string | null {
  const parts = THAI_DATE.exec(typed.trim());
  if (!parts) return null;
  const [day, month, year] = parts.slice(1).map(Number) as [number, number, number];
  const western = year >= FIRST_BUDDHIST_YEAR ? year - BUDDHIST_ERA_OFFSET : year;
  const iso = `${western}-${twoDigits(month)}-${twoDigits(day)}`;
  return dayjs(iso, 'YYYY-MM-DD', true).isValid() ? iso : null;
}

type CalendarFormats = Pick<
  DateInputProps,
  'valueFormat' | 'dateParser' | 'monthLabelFormat' | 'yearLabelFormat' | 'yearsListFormat' | 'decadeLabelFormat'
>;

const THAI_YEARS: CalendarFormats = {
  valueFormat: 'DD/MM/BBBB',
  dateParser: parseThaiDate,
  monthLabelFormat: 'MMMM BBBB',
  yearLabelFormat: 'BBBB',
  yearsListFormat: 'BBBB',
  decadeLabelFormat: (start, end) => `${dayjs(start).format('BBBB')} – ${dayjs(end).format('BBBB')}`,
};

const DATE_SETTINGS: Record<Language, { locale: string; firstDayOfWeek: 0 | 1; formats: CalendarFormats }> = {
  'en-US': { locale: 'en', firstDayOfWeek: 0, formats: { valueFormat: 'MM/DD/YYYY' } },
  vi: { locale: 'vi', firstDayOfWeek: 1, formats: { valueFormat: 'DD/MM/YYYY' } },
  th: { locale: 'th', firstDayOfWeek: 0, formats: THAI_YEARS },
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
 * month, its first day of the week, its era's years (a browser's own date field follows the
 * browser's language instead). The value stays an ISO calendar date. The field is as wide as its
 * label, 170 px at least.
 */
export function DateField({ label, value, onChange, error, required = false }: DateFieldProps) {
  const { t } = useTranslation();
  const { locale, firstDayOfWeek, formats } = DATE_SETTINGS[useLanguage()];
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek }}>
      <DateInput
        {...formats}
        label={label}
        value={value ?? null}
        onChange={(date) => onChange(date ?? undefined)}
        placeholder={t('dates.placeholder')}
        clearable
        clearButtonProps={{ 'aria-label': t('dates.clear') }}
        miw={170}
        classNames={{ error: classes.error }}
        error={error}
        required={required}
      />
    </DatesProvider>
  );
}
