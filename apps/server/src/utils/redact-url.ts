const SECRET_PARAMS = new Set(['token', 'code', 'state', 'password']);
/** A query that may name one of them, spelt out or percent-encoded; any other is kept as it is without parsing. */
const MAY_NAME_A_SECRET = /token|code|state|password|%/i;

/** Keeps one-time tokens out of the logs: `?token=abc` becomes `?token=[REDACTED]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || !MAY_NAME_A_SECRET.test(url.slice(queryStart))) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of params.keys()) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
