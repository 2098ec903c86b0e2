import { fill, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';
import { momentUtc, oneTimeLinkEmail, oneTimeUrl, SAMPLE_MOMENT, url } from '../../mail/template-parts.js';

/** Accounts: verifying an address, resetting a password, the sign-in link, and the notices about them. */
export const authEmails = {
  verifyEmail: emailTemplate('verifyEmail', {
    render(values: { token: string }, context, m) {
      return oneTimeLinkEmail(
        m.verifyEmail,
        oneTimeUrl(context, WEB_PATHS.verifyEmail, values.token),
        values.token,
        'verifyEmail',
      );
    },
    sample: { token: 'verify-token-123' },
  }),
  resetPassword: emailTemplate('resetPassword', {
    render(values: { token: string }, context, m) {
      return oneTimeLinkEmail(
        m.resetPassword,
        oneTimeUrl(context, WEB_PATHS.resetPassword, values.token),
        values.token,
        'resetPassword',
      );
    },
    sample: { token: 'reset-token-456' },
  }),
  /** The way in for the owner of an account whose sign-ins are paused by guessing (issue 43). */
  loginLink: emailTemplate('loginLink', {
    render(values: { token: string }, context, m) {
      return oneTimeLinkEmail(
        m.loginLink,
        oneTimeUrl(context, WEB_PATHS.login, values.token),
        values.token,
        'signInWithLink',
      );
    },
    sample: { token: 'login-token-135' },
  }),
  passwordChanged: emailTemplate('passwordChanged', {
    render(values: { at: Date }, context, m) {
      const t = m.passwordChanged;
      return {
        subject: t.subject,
        body: [
          fill(t.intro, { date: momentUtc(context, values.at) }),
          '',
          fill(t.warning, { url: url(context, WEB_PATHS.forgotPassword) }),
        ],
      };
    },
    sample: { at: SAMPLE_MOMENT },
  }),
  accountExists: emailTemplate('accountExists', {
    render(_values: Record<string, never>, context, m) {
      const t = m.accountExists;
      return {
        subject: t.subject,
        body: [
          t.intro,
          '',
          fill(t.action, { loginUrl: url(context, WEB_PATHS.login) }),
          fill(t.forgot, { forgotUrl: url(context, WEB_PATHS.forgotPassword) }),
        ],
        action: { label: 'signIn', url: url(context, WEB_PATHS.login) },
      };
    },
    sample: {},
  }),
};
