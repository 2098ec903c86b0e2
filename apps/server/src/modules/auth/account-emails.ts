import { type Language, parseLanguage, WEB_PATHS } from '@oneclick/shared';
import type { Config } from '../../config.js';
import type { UserRow } from '../../db/schema/index.js';
import { hashToken } from '../../lib/secure-token.js';
import {
  accountExistsMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../../mail/templates.js';
import type { QueuedEmail } from '../../mail/outbox.js';

/** The e-mails of the accounts feature, each in the user's language, with links to the web app. */
export function accountEmails(config: Config) {
  const link = (path: string, token?: string) =>
    `${config.publicUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const frame = (user: UserRow, language?: Language) => ({
    language: language ?? parseLanguage(user.language),
    name: user.name,
    supportEmail: config.site.supportEmail,
  });

  return {
    verifyEmail(user: UserRow, token: string): QueuedEmail {
      const url = link(WEB_PATHS.verifyEmail, token);
      return { to: user.email, ...verifyEmailMessage(frame(user), url), links: [url], linkTokenHash: hashToken(token) };
    },
    resetPassword(user: UserRow, token: string): QueuedEmail {
      const url = link(WEB_PATHS.resetPassword, token);
      return {
        to: user.email,
        ...resetPasswordMessage(frame(user), url),
        links: [url],
        linkTokenHash: hashToken(token),
      };
    },
    passwordChanged(user: UserRow): QueuedEmail {
      const date = new Intl.DateTimeFormat(parseLanguage(user.language), {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date());
      const forgotUrl = link(WEB_PATHS.forgotPassword);
      return { to: user.email, ...passwordChangedMessage(frame(user), `${date} UTC`, forgotUrl), links: [] };
    },
    accountExists(user: UserRow, language: Language): QueuedEmail {
      const loginUrl = link(WEB_PATHS.login);
      const forgotUrl = link(WEB_PATHS.forgotPassword);
      return { to: user.email, ...accountExistsMessage(frame(user, language), loginUrl, forgotUrl), links: [] };
    },
  };
}

export type AccountEmails = ReturnType<typeof accountEmails>;
