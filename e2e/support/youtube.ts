import type { Page } from '@playwright/test';

const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * YouTube's thumbnails (i.ytimg.com, the one outside address a portal page loads) answered with a
 * blank picture: the end-to-end machine has no Internet, and a thumbnail that cannot load is logged
 * as a failed resource.
 */
export async function standInForYouTubeThumbnails(page: Page): Promise<void> {
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_PNG }));
}
