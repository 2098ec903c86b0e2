import { dashboardPath, fill, formatBusinessDate, type RenewalStage, type RoleCode, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';
import { planName, SAMPLE_MOMENT, url } from '../../mail/template-parts.js';

/** Plans as they end: the customer's reminders and the reseller's weekly digest. */
export const renewalsEmails = {
  /** Before a paid plan ends (30, 7, 1 days) and on the day (0): the date, what then, how to renew. */
  renewalReminder: emailTemplate('renewalReminder', {
    render(
      values: {
        stage: RenewalStage;
        role: RoleCode;
        expiresAt: Date;
        reseller: { name: string; email: string } | null;
      },
      context,
      m,
    ) {
      const t = m.renewalReminder;
      const plan = planName(context, values.role);
      const date = formatBusinessDate(values.expiresAt, context.language, context.config.businessTimeZone);
      const fields = { plan, date, days: String(values.stage) };
      const subject = values.stage === 0 ? t.subjectToday : values.stage === 1 ? t.subjectTomorrow : t.subjectDays;
      const renew = values.reseller
        ? fill(t.reseller, values.reseller)
        : fill(t.renew, { date, url: url(context, WEB_PATHS.renew) });
      return {
        subject: fill(subject, fields),
        body: [
          fill(values.stage === 0 ? t.endsToday : t.ends, fields),
          t.atEnd,
          '',
          renew,
          ...(values.stage === 0 ? [] : ['', fill(t.turnOff, { url: url(context, WEB_PATHS.profile) })]),
        ],
        ...(values.reseller ? {} : { action: { label: 'renew', url: url(context, WEB_PATHS.renew) } }),
      };
    },
    sample: { stage: 7, role: 5, expiresAt: SAMPLE_MOMENT, reseller: null },
  }),
  /** A reseller's week: their clients whose plans end soon or ended lately, and where to renew them. */
  renewalsDigest: emailTemplate('renewalsDigest', {
    render(
      values: {
        renewals: { name: string; email: string; role: RoleCode; expiresAt: Date; daysLeft: number }[];
        total: number;
      },
      context,
      m,
    ) {
      const t = m.renewalsDigest;

      const line = ({ name, email, role, expiresAt, daysLeft }: (typeof values.renewals)[number]) =>
        fill(daysLeft > 0 ? t.ends : daysLeft === 0 ? t.endsToday : t.ended, {
          name,
          email,
          plan: planName(context, role),
          date: formatBusinessDate(expiresAt, context.language, context.config.businessTimeZone),
          days: String(Math.abs(daysLeft)),
        });
      const more = values.total - values.renewals.length;
      return {
        subject: fill(t.subject, { count: String(values.total) }),
        body: [
          t.intro,
          '',
          ...values.renewals.map(line),
          ...(more > 0 ? [fill(t.more, { count: String(more) })] : []),
          '',
          fill(t.act, { url: url(context, dashboardPath('renewals')) }),
        ],
        action: { label: 'renewals', url: url(context, dashboardPath('renewals')) },
      };
    },
    sample: {
      renewals: [
        { name: 'Xưởng Mộc An Phát', email: 'anphat@factory.example', role: 6, expiresAt: SAMPLE_MOMENT, daysLeft: 12 },
        {
          name: 'Nội Thất Hoà Bình',
          email: 'hoabinh@factory.example',
          role: 5,
          expiresAt: SAMPLE_MOMENT,
          daysLeft: -3,
        },
      ],
      total: 5,
    },
  }),
};
