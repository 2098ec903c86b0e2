import { fill } from '@oneclick/shared';
import { emailTemplate } from '../../mail/email-template.js';

/** Orders: an order an admin cancelled. */
export const ordersEmails = {
  orderCancelled: emailTemplate('orderCancelled', {
    render(values: { orderId: string; reason: string }, _context, m) {
      const t = m.orderCancelled;
      return {
        subject: fill(t.subject, values),
        body: [fill(t.intro, values), '', fill(t.reason, values), '', t.help],
      };
    },
    sample: { orderId: 'ORDER12345', reason: 'Ordered twice' },
  }),
};
