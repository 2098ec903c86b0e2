import { Button, Progress, Stack, Text } from '@mantine/core';
import type { SalesExportQuery } from '@oneclick/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { exportSales } from '../api/export-sales';

interface SalesExportButtonProps {
  query: SalesExportQuery;
  /** Rows the range holds, to say what is coming. */
  rows: number;
}

/** Export to Excel: downloads sale-report.xlsx for the range, showing what has arrived so far. */
export function SalesExportButton({ query, rows }: SalesExportButtonProps) {
  const { t } = useTranslation('sales');
  const language = useLanguage();
  const feedback = useFeedback();
  const [received, setReceived] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const download = () =>
    feedback.attempt(async () => {
      abort.current = new AbortController();
      setReceived(0);
      try {
        await exportSales(query, setReceived, abort.current.signal);
        feedback.notify(t('sales.exported', { count: rows }));
      } finally {
        setReceived(null);
      }
    });
  const size = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });

  return (
    <Stack gap={4} align="flex-end">
      <Button onClick={download} loading={received !== null} disabled={rows === 0} data-testid="sales-export">
        {t('sales.export')}
      </Button>
      {received !== null && (
        <div style={{ width: 200 }} aria-live="polite">
          <Progress value={100} animated striped size="sm" aria-label={t('sales.exporting')} />
          <Text size="xs" c="dimmed" ta="right" data-testid="sales-export-progress">
            {t('sales.received', { size: size.format(Math.round(received / 1024)), count: rows })}
          </Text>
        </div>
      )}
      {feedback.element}
    </Stack>
  );
}
