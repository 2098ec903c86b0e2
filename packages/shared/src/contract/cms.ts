import {
  categoryInputSchema,
  categoryOptionsQuerySchema,
  categoryOptionsSchema,
  categoryPatchSchema,
  categorySchema,
  cmsPostSchema,
  postInputSchema,
} from '../schemas/tutorials.js';
import { idParamsSchema, pageOf, pageQuerySchema } from '../schemas/common.js';
import { API_PATHS } from './api-paths.js';
import { NO_JSON, operation } from './operation.js';

/** The editors' workspace: every operation needs an editor; which languages they may touch is checked per item. */
export const cms = {
  listCategories: operation({
    ...API_PATHS.cms.listCategories,
    access: 'editor',
    summary: "Categories of the editor's languages, 5 to a page",
    query: pageQuerySchema,
    responses: { 200: pageOf(categorySchema) },
  }),
  listCategoryOptions: operation({
    ...API_PATHS.cms.listCategoryOptions,
    access: 'editor',
    summary: 'Every category of one language, for choosing a post category',
    query: categoryOptionsQuerySchema,
    responses: { 200: categoryOptionsSchema },
  }),
  createCategory: operation({
    ...API_PATHS.cms.createCategory,
    access: 'editor',
    summary: 'Create a category',
    body: categoryInputSchema,
    responses: { 201: categorySchema },
  }),
  updateCategory: operation({
    ...API_PATHS.cms.updateCategory,
    access: 'editor',
    summary: 'Rename a category or change its language',
    params: idParamsSchema,
    body: categoryPatchSchema,
    responses: { 200: categorySchema },
  }),
  deleteCategory: operation({
    ...API_PATHS.cms.deleteCategory,
    access: 'editor',
    summary: 'Delete a category that has no posts',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
  listPosts: operation({
    ...API_PATHS.cms.listPosts,
    access: 'editor',
    summary: "Posts of the editor's languages, 5 to a page",
    query: pageQuerySchema,
    responses: { 200: pageOf(cmsPostSchema) },
  }),
  createPost: operation({
    ...API_PATHS.cms.createPost,
    access: 'editor',
    summary: 'Create a tutorial post',
    body: postInputSchema,
    responses: { 201: cmsPostSchema },
  }),
  updatePost: operation({
    ...API_PATHS.cms.updatePost,
    access: 'editor',
    summary: 'Save a tutorial post',
    params: idParamsSchema,
    body: postInputSchema,
    responses: { 200: cmsPostSchema },
  }),
  deletePost: operation({
    ...API_PATHS.cms.deletePost,
    access: 'editor',
    summary: 'Delete a tutorial post',
    params: idParamsSchema,
    responses: { 204: NO_JSON },
  }),
};
