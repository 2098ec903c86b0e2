import { rmSync } from 'node:fs';
import { baseURL } from './playwright.config';
import { startMailSink } from './support/mail-sink';
import { startOidcProvider } from './support/oidc-provider';

/**
 * The in-process SMTP sink the portal under test sends its e-mail to, and the OpenID provider
 * that stands in for Google. At the end of the run they stop, and the run's data folder goes if
 * the run made it. Playwright stops the portal only after this: Linux lets a folder go while a
 * process has files open in it, and the portal is killed next.
 */
export default async function globalSetup() {
  const stopMailSink = await startMailSink(process.env.E2E_MAIL_DIR!, Number(process.env.E2E_SMTP_PORT));
  const google = await startOidcProvider(Number(process.env.E2E_OIDC_PORT), baseURL);
  return async () => {
    await google.stop();
    await stopMailSink();
    if (process.env.E2E_DATA_DIR_IS_TEMPORARY) {
      rmSync(process.env.E2E_DATA_DIR!, { recursive: true, force: true, maxRetries: 3 });
    }
  };
}
