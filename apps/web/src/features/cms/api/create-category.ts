import type { Category, CategoryInput } from '@oneclick/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function createCategory(body: CategoryInput) {
  return apiRequest<Category>('/cms/categories', { method: 'POST', body });
}

export const useCreateCategory = () => useCmsMutation(createCategory);
