import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import {
  apiPathOf,
  reasonOf,
  routes,
  SECOND_FACTOR_METHODS,
  type SecondFactorMethod,
  WEB_PATHS,
} from '@oneclick/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { useTranslation } from '../../../i18n/use-translation';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { useDismissOnEdit } from '../../../components/use-dismiss-on-edit';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { reasonText } from '../../../i18n/error-text';
import { ErrorMessage } from '../../../components/error-message';
import { clearError } from '../../../lib/error-store';
import { saveNextUrl } from '../../../lib/next-url';
import { useAuth } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { useLogIn } from '../api/log-in';
import { logInWithLinkQuery } from '../api/log-in-with-link';
import { useResendVerification } from '../api/resend-verification';
import { useSendLoginLink } from '../api/send-login-link';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { OtherPageLink } from '../components/other-page-link';
import { useApiForm } from '../../../components/use-api-form';
import { destinationAfterLogin } from '../destination-after-login';

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/** What the login's second step offers: the methods a password login answered, or those Google or Facebook sent back (`?second_step=totp,passkey`). */
export interface SecondStep {
  methods: SecondFactorMethod[];
  /** Back to the e-mail and password. */
  onRestart: () => void;
}

/** The methods `?second_step=` names; any other value (an older server's `1`) offers them all. */
function secondStepFrom(param: string | null): SecondFactorMethod[] | null {
  if (param === null) return null;
  const named = SECOND_FACTOR_METHODS.filter((method) => param.split(',').includes(method));
  return named.length > 0 ? named : [...SECOND_FACTOR_METHODS];
}

interface LoginPageProps {
  /** The second step, shown in place of the form once the password was right (app/pages/login-with-second-factor.tsx). */
  secondStep?: (step: SecondStep) => ReactNode;
  /** Signing in without a password, offered beside Google and Facebook. */
  passwordless?: ReactNode;
}

function withoutParam(params: URLSearchParams, name: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(name);
  return next;
}

function isUnverified(error: unknown): boolean {
  return error instanceof ApiError && reasonOf(error.details) === 'EMAIL_NOT_VERIFIED';
}

/** How long the server asks the browser to wait (`details.retryAfterSeconds`, also sent as Retry-After). */
function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RATE_LIMITED') return null;
  const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/** The login screen explains its own failures, in the reader's language; a lock-out says when it ends. */
function useLoginProblem(error: unknown, submittedAt: number): ReactNode {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  if (!error) return null;
  const wait = retryAfterSeconds(error);
  if (wait !== null) {
    const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(submittedAt + wait * 1000);
    return t('auth:login.rateLimited', { count: Math.ceil(wait / 60), time });
  }
  if (isUnverified(error) || (error instanceof ApiError && error.code !== 'LOGIN_FAIL'))
    return <ErrorMessage error={error} />;
  return t('auth:login.failed');
}

export function LoginPage({ secondStep, passwordless }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const { user } = useAuth();
  const site = useSiteConfig();
  const [params, setParams] = useSearchParams();
  // Where RequireAuth turned the visitor away from, kept in the history entry.
  const guardedPath = useHistoryState<{ from?: string } | null>()?.from;
  const logIn = useLogIn();
  const resend = useResendVerification();
  const sendLink = useSendLoginLink();
  // The one-time sign-in link e-mailed to the owner of a throttled account opens this page.
  const linkToken = params.get('token');
  const linkLogin = useQuery({ ...logInWithLinkQuery(linkToken ?? ''), enabled: linkToken !== null });
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: () => import('../../../lib/public-form-schemas').then((m) => m.loginRequestSchema),
    defaultValues: { email: '', password: '' },
    mutation: logIn,
    onSuccess: (answer) => {
      if (answer.secondFactor) setMethods(answer.secondFactor);
    },
  });
  const oauthError = params.get('oauth_error');
  const oauthProvider =
    oauthError && oauthError in PROVIDER_NAMES ? PROVIDER_NAMES[oauthError as keyof typeof PROVIDER_NAMES] : null;
  // Why the provider sent the visitor back, when it is something they can act on.
  const oauthReason = reasonOf({ reason: params.get('reason') });
  const passwordProblem = useLoginProblem(logIn.error, logIn.submittedAt);
  const problem = passwordProblem ?? (linkLogin.isError ? <ErrorMessage error={linkLogin.error} /> : null);
  const throttled = retryAfterSeconds(logIn.error) !== null;
  // One alert: the latest attempt's problem, else the failed trip to Google or Facebook.
  const dismissProblem = () => {
    logIn.reset();
    resend.reset();
    sendLink.reset();
    if (linkToken !== null)
      setParams((current) => withoutParam(current, 'token'), { replace: true, state: window.history.state });
    if (oauthError)
      setParams((current) => withoutParam(withoutParam(current, 'oauth_error'), 'reason'), {
        replace: true,
        state: window.history.state,
      });
  };
  useDismissOnEdit(form, () => {
    if (problem || oauthProvider) dismissProblem();
  });
  // The password was right and a second factor is due: from this form, or back from Google or Facebook.
  const [passwordMethods, setMethods] = useState(() => secondStepFrom(params.get('second_step')));
  const methods = passwordMethods ?? linkLogin.data?.secondFactor ?? null;

  const [, navigate] = useLocation();
  const redirected = useRef(false);

  useEffect(clearError, []);
  // Once signed in (by this form, or back from Google or Facebook), leave for the right page,
  // exactly once: reading the next-URL consumes it.
  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(destinationAfterLogin(user, guardedPath), { replace: true });
  }, [user, guardedPath, navigate]);

  // While the session loads the form shows (and is prerendered): most who open this page are visitors.
  if (user || linkLogin.isLoading) return <PageLoader />;

  const restart = () => {
    setMethods(null);
    logIn.reset();
    form.resetField('password');
    if (params.has('second_step') || linkToken !== null) setParams({}, { replace: true, state: window.history.state });
  };
  const startOAuth = (provider: keyof typeof PROVIDER_NAMES) => {
    if (guardedPath) saveNextUrl(guardedPath);
    window.location.assign(apiPathOf(routes.auth.startOAuth, { params: { provider }, query: { language } }));
  };

  if (methods && secondStep) {
    return (
      <AuthCard title={t('login.title')} heading={t('login.secondStepHeading')}>
        {secondStep({ methods, onRestart: restart })}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} heading={t('login.heading')}>
      {problem ? (
        <FormAlert
          color={isUnverified(logIn.error) ? 'yellow' : 'red'}
          onClose={dismissProblem}
          data-testid="login-problem"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem}</Text>
            {throttled &&
              (sendLink.isSuccess ? (
                <Text size="sm" fw={600} data-testid="login-link-sent">
                  {t('login.linkSent', { email: form.getValues('email') })}
                </Text>
              ) : (
                <>
                  {sendLink.isError && (
                    <Text size="sm">
                      <ErrorMessage error={sendLink.error} />
                    </Text>
                  )}
                  <Button
                    size="xs"
                    variant="white"
                    loading={sendLink.isPending}
                    onClick={() => sendLink.mutate({ email: form.getValues('email') })}
                  >
                    {t('login.sendLink')}
                  </Button>
                </>
              ))}
            {isUnverified(logIn.error) &&
              (resend.isSuccess ? (
                <Text size="sm" fw={600}>
                  {t('login.resent')}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="white"
                  loading={resend.isPending}
                  onClick={() => resend.mutate({ email: form.getValues('email') })}
                >
                  {t('login.resend')}
                </Button>
              ))}
          </Stack>
        </FormAlert>
      ) : (
        oauthProvider && (
          <FormAlert onClose={dismissProblem}>
            {oauthReason ? reasonText(t, oauthReason) : t('login.oauthFailed', { provider: oauthProvider })}
          </FormAlert>
        )
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField error={fieldError(errors.email)} {...form.register('email')} />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={fieldError(errors.password)}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Anchor component={Link} to={WEB_PATHS.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {(passwordless || (site && site.oauthProviders.length > 0)) && (
        <>
          <Divider label={t('login.or')} labelPosition="center" />
          <Stack gap="xs">
            {passwordless}
            {site?.oauthProviders.map((provider) => (
              <Button key={provider} variant="default" onClick={() => startOAuth(provider)}>
                {t(`login.${provider}`)}
              </Button>
            ))}
          </Stack>
        </>
      )}
      <OtherPageLink question={t('login.noAccount')} link={t('login.register')} to={WEB_PATHS.register} />
    </AuthCard>
  );
}
