import type { CmsPost, PostInput } from '@oneclick/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function updatePost({ id, ...body }: PostInput & { id: string }) {
  return apiRequest<CmsPost>(`/cms/posts/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export const useUpdatePost = () => useCmsMutation(updatePost);
