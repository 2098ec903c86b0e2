import { negotiate } from '@fastify/accept-negotiator';

/** The compressed forms a body kept in memory may have, the server's preference first. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * Whether `If-None-Match` names `etag` or is `*`. Weak comparison, as RFC 9110 asks of it: one tag
 * stands for the plain and the compressed forms of the same body.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}

/**
 * The best of `available` (in the server's order of preference) that `Accept-Encoding` takes,
 * its q-values honoured; null for the body as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  // Encoding names are case-insensitive; the negotiator compares them as written.
  return negotiate<ContentEncoding>(acceptEncoding.toLowerCase(), available);
}
