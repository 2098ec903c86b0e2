import type { TestApp } from './test-app.js';

export interface JsonRequest {
  cookie?: string;
  headers?: Record<string, string>;
}

/** A state-changing call as the portal's own pages send it: JSON, same-site Origin. */
export function postJson(t: TestApp, url: string, body: unknown, { cookie, headers = {} }: JsonRequest = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
    payload: body as object,
  });
}

export function getJson(t: TestApp, url: string, { cookie }: JsonRequest = {}) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** The `name=value` pair of the session cookie a response set, to send it back. */
export function sessionCookieFrom(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'oneclick_session');
  if (!cookie) throw new Error('no session cookie was set');
  return `oneclick_session=${cookie.value}`;
}
