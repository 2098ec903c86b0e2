import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '../app/page-data';
import { pageParts } from './page-parts';

const ROOT = /(<div id="root" data-prerendered="[^"]*">)[\s\S]*<\/div>(\s*<\/body>)/;

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The page the build wrote (its head, fonts and boot script) with `body` as its content and the
 * data it was rendered with beside it, where the app finds it (app/page-data.ts). The title and
 * preloads are the build's: they do not depend on the data.
 */
export function pageWithData(prerendered: string, body: string, data: DehydratedState): string {
  if (!ROOT.test(prerendered)) throw new Error('The prerendered page has no #root at the end of its body.');
  const script = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
  // Replaced by a function, so a `$` in the page is not read as a replacement pattern.
  return prerendered.replace(
    ROOT,
    (_, open: string, end: string) => `${open}${pageParts(body).root}</div>${script}${end}`,
  );
}
