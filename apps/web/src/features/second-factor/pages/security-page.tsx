import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { authFlags, isSameSitePath, needsSecondFactor } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PageTitle } from '../../../components/page-title';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/session';
import { secondFactorStatusQuery } from '../api/get-second-factor-status';
import { PasskeysSection } from '../components/passkeys-section';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { RecoveryCodesSection } from '../components/recovery-codes-section';
import { TotpSection } from '../components/totp-section';

/**
 * /security: how the signed-in account proves a second factor. Admins are sent here until their
 * session has proved one (RequireAuth); once it has, they go on to the page they wanted.
 */
export function SecurityPage() {
  const { t } = useTranslation('second-factor');
  const { user } = useAuth();
  const { data: status } = useQuery(secondFactorStatusQuery);
  // Where the guard turned an admin away from (the dashboard, the CMS), kept in the history entry.
  const from = useHistoryState<{ from?: string } | null>()?.from;
  const [codes, setCodes] = useState<string[] | null>(null);
  // Whether this visit began without the second factor an admin needs: once proved, offer the way on.
  const [wasBlocked] = useState(() => !!user && needsSecondFactor(user.role) && !user.secondFactor);
  if (!user) return null;
  const blocked = needsSecondFactor(user.role) && !user.secondFactor;
  const enrolled = !!status && (status.totp || status.passkeys.length > 0);
  const onward = isSameSitePath(from) ? from : authFlags(user).isAdmin ? '/users' : '/profile';

  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('security.title')} />
      <div>
        <Title order={1}>{t('security.title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('security.lead')}
        </Text>
      </div>
      {blocked && (
        <Alert color="yellow" role="status" data-testid="second-factor-required">
          {enrolled ? t('security.notProved') : t('security.required')}
        </Alert>
      )}
      {codes && <RecoveryCodesPanel codes={codes} email={user.email} onDone={() => setCodes(null)} />}
      {wasBlocked && !blocked && (
        <Alert color="teal" role="status" data-testid="second-factor-ready">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('security.ready')}</Text>
            <Button component={Link} to={onward} size="sm">
              {t('security.openDashboard')}
            </Button>
          </Stack>
        </Alert>
      )}
      {status ? (
        <>
          <TotpSection on={status.totp} onCodes={setCodes} />
          <PasskeysSection passkeys={status.passkeys} onCodes={setCodes} />
          {enrolled && <RecoveryCodesSection left={status.recoveryCodesLeft} onCodes={setCodes} />}
        </>
      ) : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
