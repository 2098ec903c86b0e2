/** The stylesheets in the head of a page the server sent (their paths): they block its first paint. */
export function blockingStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}
