import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function deletePost(id: string) {
  return apiRequest<void>(`/cms/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useDeletePost = () => useCmsMutation(deletePost);
