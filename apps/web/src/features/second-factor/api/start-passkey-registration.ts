import { routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';

/** The options for the browser to create a passkey for the signed-in account (a challenge cookie comes with them). */
export function startPasskeyRegistration() {
  return call(routes.secondFactor.startPasskeyRegistration);
}
