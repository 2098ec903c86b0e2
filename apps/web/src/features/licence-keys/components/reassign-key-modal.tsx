import { Modal, Stack, Text } from '@mantine/core';
import type { LicenceKey } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DialogActions } from '../../../components/dialog-actions';
import { useFeedback } from '../../../components/use-feedback';
import { ResellerSelect } from '../../../components/reseller-select';
import { useReassignLicenceKey } from '../api/reassign-licence-key';

interface ReassignKeyModalProps {
  licenceKey: LicenceKey;
  onClose: () => void;
  onReassigned: (saved: LicenceKey) => void;
}

/** An admin gives an unused key to another reseller or to direct sale (a revoked reseller's keys, say). */
export function ReassignKeyModal({ licenceKey, onClose, onReassigned }: ReassignKeyModalProps) {
  const { t } = useTranslation(['licence-keys', 'common']);
  const reassign = useReassignLicenceKey();
  const feedback = useFeedback();
  const [resellerId, setResellerId] = useState<string | null>(licenceKey.reseller?.id ?? null);

  const submit = async () => {
    await feedback.attempt(async () => {
      onReassigned(await reassign.mutateAsync({ code: licenceKey.code, resellerId }));
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('keys.reassignTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text ff="monospace">{licenceKey.code}</Text>
        <div aria-live="polite">{feedback.element}</div>
        <ResellerSelect
          label={t('keys.newOwner')}
          noneLabel={t('generate.directSale')}
          value={resellerId}
          onChange={setResellerId}
        />
        <DialogActions
          keepLabel={t('keys.reassignKeep')}
          confirmLabel={t('keys.reassignConfirm')}
          onKeep={onClose}
          onConfirm={() => void submit()}
          loading={reassign.isPending}
          disabled={resellerId === (licenceKey.reseller?.id ?? null)}
        />
      </Stack>
    </Modal>
  );
}
