import type { CmsPost, PostInput } from '@oneclick/shared';
import { apiRequest } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function createPost(body: PostInput) {
  return apiRequest<CmsPost>('/cms/posts', { method: 'POST', body });
}

export const useCreatePost = () => useCmsMutation(createPost);
