import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ResellerSummary } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFeedback } from '../../../components/use-feedback';
import { useChangeCommissionRate } from '../api/change-commission-rate';
import { type CommissionRateValue, parseCommissionRate } from '../commission-rate';
import { CommissionRateInput } from './commission-rate-input';

interface CommissionRateModalProps {
  reseller: ResellerSummary;
  onClose: () => void;
  onSaved: (saved: ResellerSummary) => void;
}

/** Changing an active reseller's commission; the reseller is e-mailed by the server. */
export function CommissionRateModal({ reseller, onClose, onSaved }: CommissionRateModalProps) {
  const { t } = useTranslation(['resellers', 'common']);
  const change = useChangeCommissionRate();
  const feedback = useFeedback();
  const [rate, setRate] = useState<CommissionRateValue>(reseller.commissionRate);
  const [invalid, setInvalid] = useState(false);

  const submit = async () => {
    const commissionRate = parseCommissionRate(rate);
    setInvalid(commissionRate === null);
    if (commissionRate === null) return;
    await feedback.attempt(async () => {
      onSaved(await change.mutateAsync({ userId: reseller.id, commissionRate }));
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('resellers.rateTitle', { name: reseller.name })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <div aria-live="polite">{feedback.element}</div>
          <CommissionRateInput
            label={t('resellers.rate')}
            value={rate}
            onChange={(value) => {
              setRate(value);
              setInvalid(false);
            }}
            invalid={invalid}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('resellers.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
