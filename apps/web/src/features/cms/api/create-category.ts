import { type CategoryInput, routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function createCategory(body: CategoryInput) {
  return call(routes.cms.createCategory, { body });
}

export const useCreateCategory = () => useCmsMutation(createCategory);
