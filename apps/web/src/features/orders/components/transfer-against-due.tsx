import { Text, Textarea } from '@mantine/core';
import { formatVnd } from '@oneclick/shared';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';

interface TransferAgainstDueProps {
  /** What came in. */
  amount: number;
  /** What the order is due. */
  due: number;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The reason was asked for and left empty. */
  missing: boolean;
}

/**
 * A transfer set against the order it pays: one short of the amount due asks why it is accepted
 * (the server refuses it without a reason), one beyond it says the excess stays to be settled.
 */
export function TransferAgainstDue({ amount, due, reason, onReasonChange, missing }: TransferAgainstDueProps) {
  const { t } = useTranslation(['users', 'validation']);
  const language = useLanguage();
  if (amount > due) {
    return (
      <Text size="sm" c="orange.9" fw={600} data-testid="match-excess">
        {t('unmatched.excess', { excess: formatVnd(amount - due, language) })}
      </Text>
    );
  }
  if (amount === due) return null;
  return (
    <>
      <Text size="sm" c="orange.9" fw={600}>
        {t('unmatched.short', { missing: formatVnd(due - amount, language) })}
      </Text>
      <Textarea
        label={t('unmatched.shortReason')}
        value={reason}
        onChange={(event) => onReasonChange(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        required
        error={missing ? t('validation:REQUIRED') : undefined}
      />
    </>
  );
}
