import { apiPathOf, routes } from '@oneclick/shared';
import type { ConsoleMessage, Page } from '@playwright/test';

const LINK_CHECKS = [routes.auth.verifyEmail, routes.auth.checkLink].map((route) => apiPathOf(route)).join('|');

/**
 * What a page logs by design: the page's address, the line, and why nothing can avoid it.
 */
const EXPECTED: { page: RegExp; line: RegExp }[] = [
  // A link whose token is not (or no longer) good: /verify_email, /reset_password and /setup_admin
  // ask the API about it, and the API refuses it with 400 as its contract says, which the page then
  // explains. Chromium logs every answer of 400 or more as a failed resource, whatever the page does
  // with it, and the script cannot silence that.
  {
    page: /^\/(verify_email|reset_password|setup_admin)\?token=/,
    line: new RegExp(
      String.raw`^console error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http://[^/]+(${LINK_CHECKS})\)$`,
    ),
  },
];

/**
 * Watches the page's console from now on: every error and warning it logs (React's and Mantine's
 * warnings, a failed request, which Chromium logs with its address) and every uncaught error, with
 * the cause React wraps in a recovered render (#520), but for what EXPECTED allows. `take()` hands
 * over what was logged since the last `take()`, each line labelled.
 */
export function watchConsole(page: Page) {
  const logged: string[] = [];
  const pending = new Set<Promise<void>>();
  const describe = async (message: ConsoleMessage, path: string) => {
    const cause = await message
      .args()[0]
      ?.evaluate((error) =>
        error instanceof Error && error.cause ? String((error.cause as Error).stack ?? error.cause) : '',
      )
      .catch(() => '');
    const { url } = message.location();
    const where = message.text().startsWith('Failed to load resource') && url ? ` (${url})` : '';
    const line = `console ${message.type()}: ${message.text()}${where}`;
    if (EXPECTED.some((expected) => expected.page.test(path) && expected.line.test(line))) return;
    logged.push(cause ? `${line}\ncaused by: ${cause}` : line);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const { pathname, search } = new URL(page.url());
    const described = describe(message, `${pathname}${search}`).finally(() => pending.delete(described));
    pending.add(described);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.stack ?? error.message}`));
  // A recovered render is reported to window.onerror; what went wrong first is its cause.
  void page.addInitScript(() => {
    window.addEventListener('error', (event) => {
      const cause = (event.error as Error | undefined)?.cause as Error | undefined;
      if (cause) console.error(`caused by: ${cause.stack ?? String(cause)}`);
    });
  });
  return {
    async take(label: string): Promise<string[]> {
      await Promise.all(pending);
      return logged.splice(0).map((line) => `${label}: ${line}`);
    },
  };
}
