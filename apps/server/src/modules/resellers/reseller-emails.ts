import { dashboardPath, type Language, parseLanguage, WEB_PATHS } from '@oneclick/shared';
import type { Config } from '../../config.js';
import type { ResellerApplicationRow, UserRow } from '../../db/schema/index.js';
import type { QueuedEmail } from '../../mail/outbox.js';
import {
  commissionChangedMessage,
  resellerApplicationReceivedMessage,
  resellerApplicationWaitingMessage,
  resellerApprovedMessage,
  resellerDeclinedMessage,
  resellerRevokedMessage,
} from '../../mail/templates.js';

/**
 * The e-mails of the reseller journey. The applicant hears in the language they applied in,
 * admins and resellers in their account's language.
 */
export function resellerEmails(config: Config) {
  const url = (path: string) => `${config.publicUrl}${path}`;
  const frame = (language: Language, name: string) => ({ language, name, supportEmail: config.site.supportEmail });
  const toApplicant = (application: ResellerApplicationRow) =>
    frame(parseLanguage(application.language), application.name);
  const toUser = (user: UserRow) => frame(parseLanguage(user.language), user.name);

  return {
    applicationReceived(application: ResellerApplicationRow): QueuedEmail {
      const registerUrl = url(WEB_PATHS.register);
      return {
        to: application.email,
        ...resellerApplicationReceivedMessage(toApplicant(application), application.email, registerUrl),
        links: [],
      };
    },
    applicationWaiting(admin: UserRow, application: ResellerApplicationRow): QueuedEmail {
      const { name: applicant, email, phone, country } = application;
      return {
        to: admin.email,
        ...resellerApplicationWaitingMessage(
          toUser(admin),
          { applicant, email, phone, country },
          url(dashboardPath('resellers-applications')),
        ),
        links: [],
      };
    },
    approved(application: ResellerApplicationRow, commissionRate: number): QueuedEmail {
      return {
        to: application.email,
        ...resellerApprovedMessage(toApplicant(application), commissionRate, url(WEB_PATHS.login)),
        links: [],
      };
    },
    declined(application: ResellerApplicationRow, reason: string): QueuedEmail {
      return {
        to: application.email,
        ...resellerDeclinedMessage(toApplicant(application), reason, url(WEB_PATHS.beReseller)),
        links: [],
      };
    },
    commissionChanged(reseller: UserRow, previous: number, rate: number): QueuedEmail {
      return {
        to: reseller.email,
        ...commissionChangedMessage(toUser(reseller), previous, rate, url(dashboardPath())),
        links: [],
      };
    },
    revoked(reseller: UserRow): QueuedEmail {
      return { to: reseller.email, ...resellerRevokedMessage(toUser(reseller)), links: [] };
    },
  };
}
