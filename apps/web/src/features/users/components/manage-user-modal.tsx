import { Button, Divider, Group, Modal, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { ASSIGNABLE_ROLES, type RoleCode, type UserSummary } from '@oneclick/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/use-feedback';
import { useChangeRole } from '../api/change-role';
import { useSetReseller } from '../api/set-reseller';

interface ManageUserModalProps {
  user: UserSummary;
  onClose: () => void;
}

/**
 * An admin's controls for one user: the role (the server applies D3's rules and says why it
 * refuses) and reseller status with its commission. Each saves on its own.
 */
export function ManageUserModal({ user, onClose }: ManageUserModalProps) {
  const { t } = useTranslation(['users', 'common']);
  const feedback = useFeedback();
  const changeRole = useChangeRole();
  const setReseller = useSetReseller();
  const [role, setRole] = useState<RoleCode>(user.role);
  const [rate, setRate] = useState<number | ''>(user.commissionRate ?? 10);
  const [isReseller, setIsReseller] = useState(user.isReseller);

  const saveRole = async () => {
    feedback.clear();
    try {
      const saved = await changeRole.mutateAsync({ userId: user.id, role });
      feedback.notify(t('manage.roleSaved', { role: t(`common:roles.${saved.role}`) }));
    } catch (error) {
      feedback.fail(error);
    }
  };

  const saveReseller = async (commissionRate: number | null) => {
    feedback.clear();
    try {
      const saved = await setReseller.mutateAsync({ userId: user.id, commissionRate });
      setIsReseller(saved.isReseller);
      feedback.notify(
        saved.isReseller
          ? t('manage.resellerSaved', { name: saved.name, rate: saved.commissionRate })
          : t('manage.resellerRemoved', { name: saved.name }),
      );
    } catch (error) {
      feedback.fail(error);
    }
  };

  const roleChoices = ASSIGNABLE_ROLES.includes(user.role) ? ASSIGNABLE_ROLES : [user.role, ...ASSIGNABLE_ROLES];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('manage.title', { name: user.name })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <div aria-live="polite">{feedback.element}</div>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('manage.role')}
            value={String(role)}
            onChange={(event) => setRole(Number(event.currentTarget.value) as RoleCode)}
            data={roleChoices.map((code) => ({ value: String(code), label: t(`common:roles.${code}`) }))}
            style={{ flex: 1 }}
          />
          <Button onClick={() => void saveRole()} loading={changeRole.isPending} disabled={role === user.role}>
            {t('manage.saveRole')}
          </Button>
        </Group>
        <Divider />
        <Title order={3} size="h5">
          {t('manage.resellerHeading')}
        </Title>
        {user.emailVerified ? (
          <Group align="flex-end" gap="sm">
            <NumberInput
              label={t('manage.commission')}
              min={0}
              max={100}
              allowDecimal={false}
              value={rate}
              onChange={(value) => setRate(value === '' ? '' : Number(value))}
              w={150}
            />
            <Button
              onClick={() => void saveReseller(rate === '' ? 0 : rate)}
              loading={setReseller.isPending && setReseller.variables.commissionRate !== null}
            >
              {t('manage.saveReseller')}
            </Button>
            {isReseller && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => void saveReseller(null)}
                loading={setReseller.isPending && setReseller.variables.commissionRate === null}
              >
                {t('manage.removeReseller')}
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">{t('manage.notVerified')}</Text>
        )}
      </Stack>
    </Modal>
  );
}
