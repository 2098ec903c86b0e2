/**
 * A next-URL honoured after login must stay on this site: one leading `/`, not
 * `//` or `/\` (protocol-relative), no scheme, no control characters.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f\\]/.test(value);
}
