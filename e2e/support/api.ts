import { ApiError, type ClientAnswer, createClient } from '@oneclick/shared';
import type { APIRequestContext } from '@playwright/test';

/** An answer of Playwright's request context as the API client reads one. */
interface PlaywrightAnswer extends ClientAnswer {
  text(): Promise<string>;
  body(): Promise<Buffer>;
}

/**
 * The API's typed client (the shared `createClient`) over a Playwright request context: a page's
 * (`page.request`, its cookies), a signed-in API context, or a bare one. `headers` go on every
 * request (the portal's Origin, a made-up client address). Paths, inputs and answers come from
 * the contract: `await clientOf(admin).call(routes.licenceKeys.generateLicenceKeys, { body })`.
 */
export function clientOf(request: APIRequestContext, headers: Readonly<Record<string, string>> = {}) {
  return createClient<PlaywrightAnswer>(async (path, { method, headers: own, body }) => {
    const answer = await request.fetch(path, {
      method,
      headers: { ...own, ...headers },
      data: body instanceof Blob ? Buffer.from(await body.arrayBuffer()) : body,
    });
    const answerHeaders = answer.headers();
    return {
      ok: answer.ok(),
      status: answer.status(),
      statusText: answer.statusText(),
      headers: { get: (name: string) => answerHeaders[name.toLowerCase()] ?? null },
      json: () => answer.json(),
      text: () => answer.text(),
      body: () => answer.body(),
    };
  });
}

/** The ApiError a call is refused with; fails the test when the call succeeds. */
export async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    () => new Error('The call succeeded; a refusal was expected.'),
    (error: unknown) => error,
  );
  if (outcome instanceof ApiError) return outcome;
  throw outcome;
}
