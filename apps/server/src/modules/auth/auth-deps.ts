import type { AppDeps } from '../../app-deps.js';
import type { AccountEmails } from './account-emails.js';

export interface AuthDeps extends AppDeps {
  emails: AccountEmails;
}

/** Who is asking: for rate limits, sessions and the audit log. */
export interface RequestContext {
  ip: string;
  userAgent?: string;
}
