import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { SecuritySection } from './security-section';

interface RecoveryCodesSectionProps {
  left: number;
  onCodes: (codes: string[]) => void;
}

/** How many recovery codes are left, and ten new ones in their place (asked first: the old ones stop working). */
export function RecoveryCodesSection({ left, onCodes }: RecoveryCodesSectionProps) {
  const { t } = useTranslation('second-factor');
  const feedback = useFeedback();
  const renew = useRenewRecoveryCodes();
  const [asking, setAsking] = useState(false);

  const confirmRenew = () =>
    feedback.attempt(async () => {
      try {
        onCodes((await renew.mutateAsync()).codes);
      } finally {
        setAsking(false);
      }
    });

  return (
    <SecuritySection title={t('recovery.heading')} text={t('recovery.text')} testId="recovery-section">
      <div aria-live="polite">{feedback.element}</div>
      <Text fw={500} data-testid="recovery-left">
        {t('recovery.left', { count: left })}
      </Text>
      <Group>
        <Button variant="default" onClick={() => setAsking(true)}>
          {t('recovery.renew')}
        </Button>
      </Group>
      <ConfirmDelete
        opened={asking}
        question={{
          title: t('recovery.renew'),
          text: t('recovery.renewText'),
          keepLabel: t('recovery.keep'),
          confirmLabel: t('recovery.renewConfirm'),
        }}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmRenew()}
        loading={renew.isPending}
      />
    </SecuritySection>
  );
}
