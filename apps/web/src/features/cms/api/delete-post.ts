import { routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function deletePost(id: string) {
  return call(routes.cms.deletePost, { params: { id } });
}

export const useDeletePost = () => useCmsMutation(deletePost);
