import { dashboardPath, fill, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';
import { url } from '../../mail/template-parts.js';

/** Resellers: the application, its answer, the commission rate, the revocation. */
export const resellersEmails = {
  resellerApplicationReceived: emailTemplate('resellerApplicationReceived', {
    render(values: { email: string }, context, m) {
      const t = m.resellerApplicationReceived;
      return {
        subject: t.subject,
        body: [t.intro, '', fill(t.account, { email: values.email, registerUrl: url(context, WEB_PATHS.register) })],
      };
    },
    sample: { email: 'applicant@factory.example' },
  }),
  resellerApplicationWaiting: emailTemplate('resellerApplicationWaiting', {
    render(values: { applicant: string; email: string; phone: string; country: string }, context, m) {
      const t = m.resellerApplicationWaiting;
      const country =
        new Intl.DisplayNames([context.language], { type: 'region' }).of(values.country) ?? values.country;
      return {
        subject: fill(t.subject, { applicant: values.applicant }),
        body: [
          fill(t.intro, { ...values, country }),
          '',
          fill(t.review, { url: url(context, dashboardPath('resellers-applications')) }),
        ],
        action: { label: 'review', url: url(context, dashboardPath('resellers-applications')) },
      };
    },
    sample: {
      applicant: 'Xưởng Mộc An Phát',
      email: 'applicant@factory.example',
      phone: '+84 90 123 4567',
      country: 'VN',
    },
  }),
  resellerApproved: emailTemplate('resellerApproved', {
    render(values: { rate: number }, context, m) {
      const t = m.resellerApproved;
      return {
        subject: t.subject,
        body: [fill(t.intro, { rate: String(values.rate) }), '', fill(t.next, { url: url(context, WEB_PATHS.login) })],
        action: { label: 'signIn', url: url(context, WEB_PATHS.login) },
      };
    },
    sample: { rate: 25 },
  }),
  resellerDeclined: emailTemplate('resellerDeclined', {
    render(values: { reason: string }, context, m) {
      const t = m.resellerDeclined;
      return {
        subject: t.subject,
        body: [t.intro, '', fill(t.reason, values), '', fill(t.again, { url: url(context, WEB_PATHS.beReseller) })],
        action: { label: 'applyAgain', url: url(context, WEB_PATHS.beReseller) },
      };
    },
    sample: { reason: 'Outside our regions' },
  }),
  commissionChanged: emailTemplate('commissionChanged', {
    render(values: { previous: number; rate: number }, context, m) {
      const t = m.commissionChanged;
      return {
        subject: t.subject,
        body: [
          fill(t.intro, { rate: String(values.rate), previous: String(values.previous) }),
          '',
          fill(t.next, { url: url(context, dashboardPath()) }),
        ],
        action: { label: 'dashboard', url: url(context, dashboardPath()) },
      };
    },
    sample: { previous: 20, rate: 30 },
  }),
  resellerRevoked: emailTemplate('resellerRevoked', {
    render(_values: Record<string, never>, _context, m) {
      const t = m.resellerRevoked;
      return { subject: t.subject, body: [t.intro, '', t.keys] };
    },
    sample: {},
  }),
};
