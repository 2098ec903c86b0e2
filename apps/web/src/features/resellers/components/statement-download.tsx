import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ResellerSelect } from '../../../components/reseller-select';
import { useFeedback } from '../../../components/use-feedback';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';
import { useBusinessTimeZone } from '../../../i18n/use-business-date';
import { exportResellerStatement } from '../api/export-reseller-statement';
import { recentMonths } from '../recent-months';

/**
 * A month's statement as a workbook: a reseller downloads their own; an admin (`pickReseller`)
 * chooses whose first.
 */
export function StatementDownload({ pickReseller = false }: { pickReseller?: boolean }) {
  const { t } = useTranslation('resellers');
  const language = useLanguage();
  const feedback = useFeedback();
  const timeZone = useBusinessTimeZone();
  const months = recentMonths(new Date(), timeZone);
  const [picked, setMonth] = useState<string | null>(null);
  const month = picked ?? months[0]!;
  const [resellerId, setResellerId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const download = () =>
    feedback.attempt(async () => {
      setDownloading(true);
      try {
        await exportResellerStatement(pickReseller ? resellerId : null, month);
      } finally {
        setDownloading(false);
      }
    });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" data-testid="statement-download">
      {pickReseller && (
        <div style={{ flex: '1 1 240px' }}>
          <ResellerSelect
            label={t('statement.reseller')}
            noneLabel={t('statement.chooseReseller')}
            value={resellerId}
            onChange={setResellerId}
          />
        </div>
      )}
      <NativeSelect
        label={t('statement.month')}
        style={{ flex: '1 1 auto' }}
        value={month}
        onChange={(event) => setMonth(event.currentTarget.value)}
        data={months.map((value) => ({ value, label: monthName.format(new Date(`${value}-01T00:00:00Z`)) }))}
      />
      <Button variant="light" onClick={download} loading={downloading} disabled={pickReseller && !resellerId}>
        {t('statement.download')}
      </Button>
      {feedback.element}
    </Group>
  );
}
