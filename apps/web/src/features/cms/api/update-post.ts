import { type PostInput, routes } from '@oneclick/shared';
import { call } from '../../../lib/api-client';
import { useCmsMutation } from './use-cms-mutation';

export function updatePost({ id, ...body }: PostInput & { id: string }) {
  return call(routes.cms.updatePost, { params: { id }, body });
}

export const useUpdatePost = () => useCmsMutation(updatePost);
