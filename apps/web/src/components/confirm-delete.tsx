import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** What the dialog asks, when it is not the spec's question about deleting. */
export interface ConfirmQuestion {
  title: string;
  text: string;
  confirm: string;
  /** A step that destroys nothing (approving) is not asked in red. */
  harmless?: boolean;
}

interface ConfirmDeleteProps {
  opened: boolean;
  question?: ConfirmQuestion;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/** The spec's question before anything is deleted (or another one before a step as final). */
export function ConfirmDelete({ opened, question, onCancel, onConfirm, loading }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  const { title, text, confirm, harmless } = question ?? {
    title: t('confirm.title'),
    text: t('confirm.text'),
    confirm: t('confirm.confirm'),
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': t('close') }} centered>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button color={harmless ? undefined : 'red'} onClick={onConfirm} loading={loading}>
          {confirm}
        </Button>
      </Group>
    </Modal>
  );
}
