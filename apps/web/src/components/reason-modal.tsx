import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { DialogActions } from './dialog-actions';
import { useFeedback } from './use-feedback';

interface ReasonModalProps {
  title: string;
  /** What the step does, above the field, when the title alone does not say it. */
  text?: string;
  /** The field's label: says who will read the reason. */
  label: string;
  /** What stepping back keeps, named: "Keep the order". */
  keepLabel: string;
  /** What the step does and to what: "Cancel the order". */
  confirmLabel: string;
  maxLength: number;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A step an admin takes with a reason someone will read: declining an application, cancelling an order, settling a transfer. */
export function ReasonModal({
  title,
  text,
  label,
  keepLabel,
  confirmLabel,
  maxLength,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const { t } = useTranslation(['validation', 'common']);
  const feedback = useFeedback();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setMissing(reason.trim() === '');
    if (reason.trim() === '') return;
    setBusy(true);
    await feedback.attempt(async () => {
      await onSubmit(reason);
      onClose();
    });
    setBusy(false);
  };

  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md">
        <div aria-live="polite">{feedback.element}</div>
        {text && <Text size="sm">{text}</Text>}
        <Textarea
          label={label}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={maxLength}
          autosize
          minRows={3}
          required
          data-autofocus
          error={missing ? t('validation:REQUIRED') : undefined}
        />
        <DialogActions
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          onKeep={onClose}
          onConfirm={() => void submit()}
          loading={busy}
          destructive
        />
      </Stack>
    </Modal>
  );
}
