import { Alert, Loader, Stack } from '@mantine/core';
import type { CheckableLink } from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { checkLinkQuery } from '../api/check-link';
import { linkProblem } from '../link-problem';

interface OneTimeLinkGateProps {
  purpose: CheckableLink;
  token: string;
  /** The page's own submit failure: a link spent meanwhile (in another tab) is told the same way. */
  submitError: unknown;
  /** Where the page's messages live: `<messages>.TOKEN_USED`, `.TOKEN_EXPIRED`, `.TOKEN_INVALID`. */
  messages: 'resetPassword' | 'setupAdmin';
  /** What the reader can do instead when the link cannot be used. */
  instead: ReactNode;
  children: ReactNode;
}

/** Shows a one-time link's form only while the link can be used; otherwise says why it cannot. */
export function OneTimeLinkGate({ purpose, token, submitError, messages, instead, children }: OneTimeLinkGateProps) {
  const { t } = useTranslation('auth');
  const check = useQuery({ ...checkLinkQuery({ purpose, token }), enabled: token !== '' });
  const problem = token === '' ? 'TOKEN_INVALID' : (linkProblem(submitError) ?? linkProblem(check.error));
  if (problem) {
    return (
      <>
        <Alert color={problem === 'TOKEN_USED' ? 'blue' : 'red'} role="alert">
          {t(`${messages}.${problem}`)}
        </Alert>
        {instead}
      </>
    );
  }
  if (check.isPending) {
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader />
        {t('linkCheck.checking')}
      </Stack>
    );
  }
  return children;
}
