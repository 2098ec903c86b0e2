import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function deleteCategory(id: string) {
  return apiRequest<void>(`/cms/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useDeleteCategory = () => useCmsMutation(deleteCategory);
