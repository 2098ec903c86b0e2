import type { ModuleDeps } from '../../app-deps.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { AccountEmails } from './account-emails.js';

export interface AuthDeps extends ModuleDeps {
  emails: AccountEmails;
  background: BackgroundTasks;
}
