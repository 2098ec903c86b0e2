/**
 * Compiled by the type check, never run: a call that does not match its contract entry must not compile.
 * Each `@ts-expect-error` fails the check if the line below it ever compiles.
 */
import { routes } from '../contract/routes.js';
import { createClient } from './create-client.js';

const { call } = createClient(fetch);

export async function callsThatMustNotCompile() {
  // @ts-expect-error: the body of confirmTotpEnrolment is { code }.
  await call(routes.secondFactor.confirmTotpEnrolment, { body: { token: '123456' } });
  // @ts-expect-error: removePasskey's path needs its id.
  await call(routes.secondFactor.removePasskey);
  // @ts-expect-error: removePasskey's path has an id, not a passkeyId.
  await call(routes.secondFactor.removePasskey, { params: { passkeyId: 'x' } });
  // @ts-expect-error: getSite takes no body.
  await call(routes.site.getSite, { body: {} });
  // @ts-expect-error: no such operation in the contract.
  await call(routes.secondFactor.removeEverything);
  const status = await call(routes.secondFactor.getSecondFactorStatus);
  // @ts-expect-error: the answer is typed by the entry's response schema.
  status.noSuchField.toString();
}
