import { createClient } from '@oneclick/shared';

export { ApiError } from '@oneclick/shared';

/**
 * The browser's client of the API (decision 027): `call(routes.users.changeRole, { params, body })`
 * builds the URL from the entry and types the input and the answer by it; the session's cookie
 * goes along, on this origin only.
 */
export const { call, callForResponse } = createClient<Response>((path, request) =>
  fetch(path, { ...request, credentials: 'same-origin' }),
);
