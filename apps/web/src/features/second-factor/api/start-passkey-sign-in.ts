import { routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';

/**
 * The options for the browser's passkey prompt: the login's second step (its account's passkeys,
 * from the second-step cookie), or a sign-in without a password (any passkey of this site).
 */
export function startPasskeySignIn() {
  return call(routes.secondFactor.startPasskeySignIn);
}
