import { Text, Textarea } from '@mantine/core';
import { formatVnd } from '@oneclick/shared';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { useTranslation } from '../../../i18n/use-translation';

/** Why a transfer short of the amount due is accepted: what the admin typed, and whether it was asked for in vain. */
export function useShortTransferReason() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    text,
    missing,
    edit: (typed: string) => {
      setText(typed);
      setMissing(false);
    },
    resetMissing: () => setMissing(false),
    /** The reason to send ('' for a transfer that is not short), or null when a short one has none yet. */
    toSend: (short: boolean): string | null => {
      const lacking = short && text.trim() === '';
      setMissing(lacking);
      if (lacking) return null;
      return short ? text : '';
    },
  };
}

export type ShortTransferReason = ReturnType<typeof useShortTransferReason>;

interface TransferAgainstDueProps {
  /** What came in. */
  amount: number;
  /** What the order is due. */
  due: number;
  reason: ShortTransferReason;
}

/**
 * A transfer set against the order it pays: one short of the amount due asks why it is accepted
 * (the server refuses it without a reason), one beyond it says the excess stays to be settled.
 */
export function TransferAgainstDue({ amount, due, reason }: TransferAgainstDueProps) {
  const { t } = useTranslation(['payments', 'validation']);
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
        value={reason.text}
        onChange={(event) => reason.edit(event.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        required
        error={reason.missing ? t('validation:REQUIRED') : undefined}
      />
    </>
  );
}
