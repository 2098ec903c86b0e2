import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { businessDay, type Language } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-field';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCalendarDate, formatDateTime } from '../../../lib/format';
import { useBusinessTimeZone } from '../../../i18n/use-business-date';
import { exchangeRatesQuery } from '../api/list-exchange-rates';
import { useSetExchangeRate } from '../api/set-exchange-rate';

/** What the API takes (setExchangeRateRequestSchema): whole dong per US dollar. */
const RATE_LIMITS = { min: 1_000, max: 1_000_000 };
/** The rates listed under the form: the last ones set. */
const RECENT_RATES = 10;

/** Dong per dollar with the reader's thousands separators: "25,400", "25.400". */
export function formatRate(vndPerUsd: number, language: Language): string {
  return new Intl.NumberFormat(language).format(vndPerUsd);
}

/**
 * A day in the words that name the Day field's value (the days invoices wait for, the day just
 * set): in Thai, in the Buddhist era's years, as the field and the portal's other dates write them.
 */
export function formatRateDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const isRate = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= RATE_LIMITS.min && value <= RATE_LIMITS.max;

/**
 * The exchange rates above the E-invoices: the days whose missing rate holds USD orders' invoices
 * back, a form setting a day's rate (the first such day, else today), and the rates set lately.
 */
export function ExchangeRatesPanel() {
  const { t } = useTranslation(['e-invoices', 'common']);
  const language = useLanguage();
  const timeZone = useBusinessTimeZone();
  const { data } = useQuery(exchangeRatesQuery());
  const save = useSetExchangeRate();
  const feedback = useFeedback();
  // null until the reader picks a day: it then follows the first day waiting, else today.
  const [picked, setPicked] = useState<string | undefined | null>(null);
  const [rate, setRate] = useState<number | undefined>();
  const [errors, setErrors] = useState<{ day?: string; rate?: string }>({});
  const waitingDays = data?.waitingDays ?? [];
  const day = picked === null ? (waitingDays[0] ?? businessDay(new Date(), timeZone)) : picked;
  const fieldDay = (value: string) => formatRateDay(value, language);
  // The rates listed are dates as the portal's tables write them.
  const listedDay = (value: string) => formatCalendarDate(value, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      day: day ? undefined : t('rates.dayRequired'),
      rate: isRate(rate) ? undefined : t('rates.rateInvalid'),
    };
    setErrors(problems);
    if (!day || !isRate(rate)) return;
    feedback.clear();
    save.mutate(
      { day, vndPerUsd: rate },
      {
        onSuccess: (saved) => {
          feedback.notify(t('rates.saved', { day: fieldDay(saved.day), rate: formatRate(saved.vndPerUsd, language) }));
          setPicked(null);
          setRate(undefined);
        },
        onError: feedback.fail,
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="exchange-rates">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('rates.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('rates.lead')}
          </Text>
        </div>
        {waitingDays.length > 0 && (
          <Alert color="yellow" variant="light" data-testid="rates-waiting">
            {t('rates.waiting', {
              days: new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(waitingDays.map(fieldDay)),
            })}
          </Alert>
        )}
        <div aria-live="polite">{feedback.element}</div>
        <form onSubmit={submit} noValidate data-testid="exchange-rate-form">
          {/* The rate's hint goes under its input: the day has none, and the two inputs stay in line. */}
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DateField
              label={t('rates.day')}
              value={day}
              onChange={(value) => {
                setPicked(value);
                setErrors({ ...errors, day: undefined });
              }}
              error={errors.day}
            />
            <NumberInput
              label={t('rates.rate')}
              description={t('rates.rateHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={rate ?? ''}
              onChange={(value) => {
                setRate(value === '' ? undefined : Number(value));
                setErrors({ ...errors, rate: undefined });
              }}
              min={RATE_LIMITS.min}
              max={RATE_LIMITS.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              thousandSeparator={language === 'vi' ? '.' : ','}
              decimalSeparator={language === 'vi' ? ',' : '.'}
              error={errors.rate}
              w={260}
            />
          </Group>
          <Button type="submit" mt="sm" loading={save.isPending}>
            {t('rates.submit')}
          </Button>
        </form>
        <Title order={3} size="h5" mt="xs">
          {t('rates.recent')}
        </Title>
        {data?.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('rates.none')}
          </Text>
        ) : (
          <ResponsiveTable minWidth={420} verticalSpacing={4} striped data-testid="exchange-rates-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rates.day')}</Table.Th>
                <Table.Th>{t('rates.rate')}</Table.Th>
                <Table.Th>{t('rates.setAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.items.slice(0, RECENT_RATES).map((item) => (
                <Table.Tr key={item.day}>
                  <Table.Td data-label={t('rates.day')}>{listedDay(item.day)}</Table.Td>
                  <Table.Td data-label={t('rates.rate')} style={{ whiteSpace: 'nowrap' }}>
                    {formatRate(item.vndPerUsd, language)}
                  </Table.Td>
                  <Table.Td data-label={t('rates.setAt')}>{formatDateTime(item.setAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </Stack>
    </Paper>
  );
}
