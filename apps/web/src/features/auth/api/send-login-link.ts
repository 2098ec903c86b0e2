import { type EmailRequest, routes } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Mails a one-time sign-in link: the way in while the account's sign-ins are paused. */
export function sendLoginLink(body: EmailRequest) {
  return call(routes.auth.sendLoginLink, { body });
}

export function useSendLoginLink() {
  return useMutation({ mutationFn: sendLoginLink, meta: { handlesErrors: true } });
}
