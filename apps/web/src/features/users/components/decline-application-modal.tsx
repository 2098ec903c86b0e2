import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { RESELLER_APPLICATION_LIMITS, type ResellerApplication } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/use-feedback';
import { useDeclineResellerApplication } from '../api/decline-reseller-application';

interface DeclineApplicationModalProps {
  application: ResellerApplication;
  onClose: () => void;
  onDeclined: () => void;
}

/** Declining asks for the reason the applicant will read in their e-mail. */
export function DeclineApplicationModal({ application, onClose, onDeclined }: DeclineApplicationModalProps) {
  const { t } = useTranslation(['users', 'validation', 'common']);
  const decline = useDeclineResellerApplication();
  const feedback = useFeedback();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    setMissing(reason.trim() === '');
    if (reason.trim() === '') return;
    await feedback.attempt(async () => {
      await decline.mutateAsync({ id: application.id, reason });
      onDeclined();
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('applications.declineTitle', { name: application.name })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <div aria-live="polite">{feedback.element}</div>
        <Textarea
          label={t('applications.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={RESELLER_APPLICATION_LIMITS.declineReasonMaxLength}
          autosize
          minRows={3}
          required
          data-autofocus
          error={missing ? t('validation:REQUIRED') : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('applications.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={decline.isPending}>
            {t('applications.confirmDecline')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
