import { expect, type Page, type Request } from '@playwright/test';

/** How long no request may start or end before a page counts as settled: time for a render to ask for the next one. */
const QUIET_MS = 150;

export interface NetworkWatch {
  /** Waits until no request of the page's has been in flight for QUIET_MS. */
  settled(): Promise<void>;
}

const watches = new WeakMap<Page, NetworkWatch>();

/**
 * Follows the page's requests from the first call on (one watch a page). `settled()` waits for
 * what Playwright's 'networkidle' waits for, without its fixed half second, and after an in-app
 * navigation too, which 'networkidle' does not see.
 */
export function networkOf(page: Page): NetworkWatch {
  const known = watches.get(page);
  if (known) return known;
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const watch: NetworkWatch = {
    settled: () =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
          intervals: [25],
          message: "the page's requests to end",
        })
        .toBe(true),
  };
  watches.set(page, watch);
  return watch;
}
