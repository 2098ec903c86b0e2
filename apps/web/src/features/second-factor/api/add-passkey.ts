import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';
import { createPasskey } from '../passkey-prompt';
import { secondFactorStatusQuery } from './get-second-factor-status';
import { startPasskeyRegistration } from './start-passkey-registration';

/**
 * Adds a passkey: the server's options, the browser's prompt, then the server keeps what the
 * authenticator created. As the account's first second factor it brings recovery codes.
 */
export async function addPasskey({ name }: { name: string }) {
  const answer = await createPasskey(await startPasskeyRegistration());
  return call(routes.secondFactor.addPasskey, { body: { name, answer } });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(secondFactorStatusQuery),
        queryClient.invalidateQueries(sessionQuery),
      ]),
  });
}
