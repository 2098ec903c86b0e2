import { Modal, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { DialogActions } from './dialog-actions';

/** What the dialog asks, and its two buttons, each naming its outcome ("Keep the key" / "Delete the key"). */
export interface ConfirmQuestion {
  /** The spec's question about deleting when not given. */
  title?: string;
  text?: string;
  keepLabel: string;
  confirmLabel: string;
  /** A step that destroys nothing (approving) is not asked in red. */
  harmless?: boolean;
}

interface ConfirmDeleteProps {
  opened: boolean;
  question: ConfirmQuestion;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/** The spec's question before anything is deleted (or another one before a step as final). */
export function ConfirmDelete({ opened, question, onCancel, onConfirm, loading }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const { title = t('confirm.title'), text = t('confirm.text'), keepLabel, confirmLabel, harmless } = question;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('close') }} centered>
      <Text>{text}</Text>
      <DialogActions
        keepLabel={keepLabel}
        confirmLabel={confirmLabel}
        onKeep={onCancel}
        onConfirm={onConfirm}
        loading={loading}
        destructive={!harmless}
        mt="lg"
      />
    </Modal>
  );
}
