import { routes, type SetupAdminRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function setUpAdmin(body: SetupAdminRequest) {
  return call(routes.auth.setUpAdmin, { body });
}

export function useSetUpAdmin() {
  return useMutation({ mutationFn: setUpAdmin });
}
