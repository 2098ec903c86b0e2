/** The encodings kept ready for cached answers, best first. */
export type ReadyEncoding = 'br' | 'gzip';

/** Browsers send a handful of distinct headers: their answers are kept, up to a bound. */
const answered = new Map<string, ReadyEncoding | null>();
const ANSWERED_MAX = 64;

/**
 * Which ready encoding an `Accept-Encoding` header allows, best first (brotli, then gzip), or
 * null for the identity. An encoding given `q=0` is refused; `*` stands for those not named.
 */
export function preferredEncoding(header: string | undefined): ReadyEncoding | null {
  if (!header) return null;
  const known = answered.get(header);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(header);
  if (answered.size < ANSWERED_MAX) answered.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): ReadyEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weight(encoding) > 0);
  best.sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}
