import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';
import { passkeyAnswer } from '../passkey-prompt';
import { startPasskeySignIn } from './start-passkey-sign-in';

/** Signs in with a passkey: the server's challenge, the browser's prompt, then the server checks the answer. */
export async function signInWithPasskey() {
  const answer = await passkeyAnswer(await startPasskeySignIn());
  return call(routes.secondFactor.signInWithPasskey, { body: { answer } });
}

export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    // A closed prompt is no error: the button says so calmly, and sends the rest to the alert.
    meta: { handlesErrors: true },
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQuery.queryKey, { user }),
  });
}
