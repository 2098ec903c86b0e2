import { type CategoryPatch, routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function updateCategory({ id, ...patch }: CategoryPatch & { id: string }) {
  return call(routes.cms.updateCategory, { params: { id }, body: patch });
}

export const useUpdateCategory = () => useCmsMutation(updateCategory);
