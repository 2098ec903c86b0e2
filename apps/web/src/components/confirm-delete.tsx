import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/** The spec's question before anything is deleted. */
export function ConfirmDelete({ opened, onCancel, onConfirm, loading }: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('confirm.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <Text>{t('confirm.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {t('confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
