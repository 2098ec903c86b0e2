import { apiRequest } from '../../../lib/api-client';

/**
 * The options for the browser's passkey prompt: the login's second step (its account's passkeys,
 * from the second-step cookie), or a sign-in without a password (any passkey of this site).
 */
export function startPasskeySignIn() {
  return apiRequest<Record<string, unknown>>('/auth/passkeys/sign-in', { method: 'POST' });
}
