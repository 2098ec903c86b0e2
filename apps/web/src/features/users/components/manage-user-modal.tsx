import { Anchor, Button, Divider, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { dashboardPath, ROLES, type RoleCode, type UserSummary } from '@oneclick/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useFeedback } from '../../../components/use-feedback';
import { useAuth } from '../../../lib/session';
import { useChangeRole } from '../api/change-role';
import { useResetSecondFactor } from '../api/reset-second-factor';
import { offeredRoles } from '../offered-roles';
import { reasonText } from '../../../i18n/error-text';
import { roleName } from '../../../i18n/role-name';

interface ManageUserModalProps {
  user: UserSummary;
  onClose: () => void;
}

/**
 * An admin's controls for one user: the role (the server applies D3's rules and says why it
 * refuses), where their reseller status is managed, and for a super admin, resetting another
 * account's second factor.
 */
export function ManageUserModal({ user, onClose }: ManageUserModalProps) {
  const { t } = useTranslation(['users', 'common']);
  const feedback = useFeedback();
  const changeRole = useChangeRole();
  const resetSecondFactor = useResetSecondFactor();
  const { user: me } = useAuth();
  const [role, setRole] = useState<RoleCode>(user.role);
  const [askingReset, setAskingReset] = useState(false);
  const mayReset = me?.role === ROLES.superAdmin && me.id !== user.id;

  const saveRole = async () => {
    await feedback.attempt(async () => {
      const saved = await changeRole.mutateAsync({ userId: user.id, role });
      feedback.notify(t('manage.roleSaved', { role: roleName(t, saved.role) }));
    });
  };

  const confirmReset = async () => {
    await feedback.attempt(async () => {
      try {
        await resetSecondFactor.mutateAsync(user.id);
        feedback.notify(t('manage.resetDone', { email: user.email }));
      } finally {
        setAskingReset(false);
      }
    });
  };

  const roleChoices = offeredRoles(me, user);
  const mayChangeRole = roleChoices.length > 1;
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
            data={roleChoices.map((code) => ({ value: String(code), label: roleName(t, code) }))}
            disabled={!mayChangeRole}
            description={
              mayChangeRole ? undefined : reasonText(t, me?.id === user.id ? 'OWN_ROLE' : 'SUPER_ADMIN_ONLY')
            }
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
        <Text size="sm">
          {user.isReseller ? t('manage.isReseller', { rate: user.commissionRate }) : t('manage.notReseller')}
        </Text>
        {user.isReseller && (
          <Anchor component={Link} to={dashboardPath('resellers')} size="sm" onClick={onClose}>
            {t('manage.manageResellers')}
          </Anchor>
        )}
        {mayReset && (
          <>
            <Divider />
            <Title order={3} size="h5">
              {t('manage.secondFactorHeading')}
            </Title>
            <Text size="sm">{t('manage.secondFactorText')}</Text>
            <Button
              variant="light"
              color="red"
              w="fit-content"
              onClick={() => {
                feedback.clear();
                setAskingReset(true);
              }}
            >
              {t('manage.resetSecondFactor')}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDelete
        opened={askingReset}
        question={{
          title: t('manage.resetTitle', { name: user.name }),
          text: t('manage.resetText'),
          keepLabel: t('manage.resetKeep'),
          confirmLabel: t('manage.resetConfirm'),
        }}
        onCancel={() => setAskingReset(false)}
        onConfirm={() => void confirmReset()}
        loading={resetSecondFactor.isPending}
      />
    </Modal>
  );
}
