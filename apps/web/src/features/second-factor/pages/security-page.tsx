import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { authFlags, isSameSitePath, needsSecondFactor, WEB_PATHS } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { PageTitle } from '../../../components/page-title';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/session';
import { secondFactorStatusQuery } from '../api/get-second-factor-status';
import { openSecondFactorSetupLinkQuery } from '../api/open-second-factor-setup-link';
import { PasskeysSection } from '../components/passkeys-section';
import { RecoveryCodesPanel } from '../components/recovery-codes-panel';
import { RecoveryCodesSection } from '../components/recovery-codes-section';
import { SetupLinkNotice } from '../components/setup-link-notice';
import { TotpSection } from '../components/totp-section';

/**
 * /security: how the signed-in account proves a second factor. Admins are sent here until their
 * session has proved one (RequireAuth); once it has, they go on to the page they wanted. An
 * admin's first factor needs the link e-mailed at sign-in, which opens this page with its token.
 */
export function SecurityPage() {
  const { t } = useTranslation('second-factor');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const opening = useQuery({ ...openSecondFactorSetupLinkQuery(token ?? ''), enabled: token !== null });
  // The status is read once the link has been opened, as it says what this session may do.
  const { data: status } = useQuery({ ...secondFactorStatusQuery, enabled: token === null || opening.isFetched });
  useEffect(() => {
    // A used link would only fail on a reload: it leaves the address, and the history entry keeps its state.
    if (opening.isSuccess) window.history.replaceState(window.history.state, '', WEB_PATHS.security);
  }, [opening.isSuccess]);
  // Where the guard turned an admin away from (the dashboard, the CMS), kept in the history entry.
  const from = useHistoryState<{ from?: string } | null>()?.from;
  const [codes, setCodes] = useState<string[] | null>(null);
  // Whether this visit began without the second factor an admin needs: once proved, offer the way on.
  const [wasBlocked] = useState(() => !!user && needsSecondFactor(user.role) && !user.secondFactor);
  if (!user) return null;
  const blocked = needsSecondFactor(user.role) && !user.secondFactor;
  const enrolled = !!status && (status.totp || status.passkeys.length > 0);
  const onward = isSameSitePath(from) ? from : authFlags(user).isAdmin ? WEB_PATHS.dashboard : WEB_PATHS.profile;

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
      {opening.isError && (
        <Alert color="red" role="alert" data-testid="setup-link-problem">
          <ErrorMessage error={opening.error} />
        </Alert>
      )}
      {status?.setupLinkNeeded && <SetupLinkNotice email={user.email} />}
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
      {status && !status.setupLinkNeeded ? (
        <>
          <TotpSection on={status.totp} onCodes={setCodes} />
          <PasskeysSection passkeys={status.passkeys} onCodes={setCodes} />
          {enrolled && <RecoveryCodesSection left={status.recoveryCodesLeft} onCodes={setCodes} />}
        </>
      ) : status ? null : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
