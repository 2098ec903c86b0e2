import { fill, formatBusinessDate, type RoleCode, WEB_PATHS } from '@oneclick/shared';
import { emailTemplate } from '../mail/email-template.js';
import { planName, SAMPLE_MOMENT, url } from '../mail/template-parts.js';

/** A plan activated, however it was paid (an order, a licence key, a renewal). */
export const planEmails = {
  planActivated: emailTemplate('planActivated', {
    render(values: { role: RoleCode; expiresAt: Date }, context, m) {
      const t = m.planActivated;
      const plan = planName(context, values.role);
      const date = formatBusinessDate(values.expiresAt, context.language, context.config.businessTimeZone);
      return {
        subject: fill(t.subject, { plan }),
        body: [fill(t.intro, { plan, date }), '', fill(t.use, { url: url(context, WEB_PATHS.profile) })],
        action: { label: 'profile', url: url(context, WEB_PATHS.profile) },
      };
    },
    sample: { role: 3, expiresAt: SAMPLE_MOMENT },
  }),
};
