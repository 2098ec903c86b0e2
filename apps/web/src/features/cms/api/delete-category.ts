import { routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function deleteCategory(id: string) {
  return call(routes.cms.deleteCategory, { params: { id } });
}

export const useDeleteCategory = () => useCmsMutation(deleteCategory);
