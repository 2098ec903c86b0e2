import { secondFactorEmails } from './auth/second-factor-emails.js';
import { planEmails } from './domain/plan-activated-email.js';
import type { EmailCatalogue } from './mail/email-template.js';
import { authEmails } from './modules/auth/emails.js';
import { eInvoicesEmails } from './modules/e-invoices/emails.js';
import { ordersEmails } from './modules/orders/emails.js';
import { paymentsEmails } from './modules/payments/emails.js';
import { renewalsEmails } from './modules/renewals/emails.js';
import { resellersEmails } from './modules/resellers/emails.js';

/**
 * Every e-mail the portal sends, gathered from the modules that own them (and the core's, sent
 * from `auth/` and `domain/`): the dashboard's preview lists these, and a name of
 * `EMAIL_TEMPLATE_NAMES` without its template fails the type check.
 */
export const EMAIL_CATALOGUE: EmailCatalogue = {
  ...authEmails,
  ...secondFactorEmails,
  ...planEmails,
  ...ordersEmails,
  ...paymentsEmails,
  ...eInvoicesEmails,
  ...renewalsEmails,
  ...resellersEmails,
};
