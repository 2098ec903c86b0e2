const SECRET_PARAMS = new Set(['token', 'code', 'state', 'password']);

/** Keeps one-time tokens out of the logs: `?token=abc` becomes `?token=[REDACTED]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
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
