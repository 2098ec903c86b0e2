import { type PostInput, routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function createPost(body: PostInput) {
  return call(routes.cms.createPost, { body });
}

export const useCreatePost = () => useCmsMutation(createPost);
