import { fill, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../mail/email-template.js';
import { momentUtc, oneTimeLinkEmail, oneTimeUrl, SAMPLE_MOMENT, url } from '../mail/template-parts.js';

export type SecondFactorChange =
  | 'totpEnrolled'
  | 'totpRemoved'
  | 'passkeyAdded'
  | 'passkeyRemoved'
  | 'recoveryCodeUsed'
  | 'recoveryCodesRenewed'
  | 'reset'
  | 'resetFromTerminal';

/** How an account signs in: the notice of every change, and the link an admin sets up a first second factor from. */
export const secondFactorEmails = {
  /** The owner hears of every change to how their account signs in (issue 28: enrolment, removal, codes used). */
  secondFactorChanged: emailTemplate('secondFactorChanged', {
    render(
      values: { change: SecondFactorChange; at: Date; name?: string; count?: number; admin?: string },
      context,
      m,
    ) {
      const t = m.secondFactor;
      const fields = {
        name: values.name,
        count: values.count,
        admin: values.admin,
        date: momentUtc(context, values.at),
        url: url(context, WEB_PATHS.changePassword),
      };
      return {
        subject: t.subject,
        body: [fill(t[values.change], fields), fill(t.when, fields), '', fill(t.warning, fields)],
      };
    },
    sample: { change: 'passkeyAdded', at: SAMPLE_MOMENT, name: 'Office laptop' },
  }),
  /** An admin account's first second factor is set up from this link, never with the password alone (issue 43). */
  secondFactorSetupLink: emailTemplate('secondFactorSetupLink', {
    render(values: { token: string }, context, m) {
      return oneTimeLinkEmail(
        m.secondFactorSetupLink,
        oneTimeUrl(context, WEB_PATHS.security, values.token),
        values.token,
        'setUpSecondFactor',
      );
    },
    sample: { token: 'setup-token-789' },
  }),
};
