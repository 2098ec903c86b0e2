const TITLE = /<title>(.*?)<\/title>/s;
/** What React asks the browser to fetch early (the hero image): its place is the head. */
const PRELOADS = /<link rel="preload"[^>]*\/>/g;

/** React renders a page's `<title>` and preloads where the page declares them; they belong in the head. */
export function pageParts(body: string): { title: string | undefined; preloads: string[]; root: string } {
  return {
    title: TITLE.exec(body)?.[0],
    preloads: body.match(PRELOADS) ?? [],
    root: body.replace(TITLE, '').replace(PRELOADS, ''),
  };
}
