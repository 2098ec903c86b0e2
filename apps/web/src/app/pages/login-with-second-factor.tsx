import { LoginPage } from '../../features/auth/pages/login-page';
import { PasskeySignInButton } from '../../features/second-factor/components/passkey-sign-in-button';
import { SecondStepForm } from '../../features/second-factor/components/second-step-form';
import { useTranslation } from '../../i18n/use-translation';

/** /login: the password (auth), then the second factor it may ask for, or a passkey alone (second-factor); features meet only here. */
export function LoginWithSecondFactor() {
  const { t } = useTranslation('second-factor');
  return (
    <LoginPage
      secondStep={(step) => <SecondStepForm {...step} />}
      passwordless={<PasskeySignInButton label={t('passkeySignIn')} />}
    />
  );
}
