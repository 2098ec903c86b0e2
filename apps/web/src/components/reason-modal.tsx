import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useFeedback } from './use-feedback';

interface ReasonModalProps {
  title: string;
  /** What the step does, above the field, when the title alone does not say it. */
  text?: string;
  /** The field's label: says who will read the reason. */
  label: string;
  confirmLabel: string;
  cancelLabel: string;
  maxLength: number;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A step an admin takes with a reason someone will read: declining an application, cancelling an order, settling a transfer. */
export function ReasonModal({
  title,
  text,
  label,
  confirmLabel,
  cancelLabel,
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={() => void submit()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
