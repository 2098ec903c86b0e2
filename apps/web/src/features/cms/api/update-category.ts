import type { Category, CategoryPatch } from '@oneclick/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function updateCategory({ id, ...patch }: CategoryPatch & { id: string }) {
  return apiRequest<Category>(`/cms/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export const useUpdateCategory = () => useCmsMutation(updateCategory);
