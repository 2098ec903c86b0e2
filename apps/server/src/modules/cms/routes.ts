import {
  categoryInputSchema,
  categoryPatchSchema,
  categorySchema,
  cmsPostSchema,
  contentLanguageSchema,
  idParamsSchema,
  pageOf,
  pageQuerySchema,
  postInputSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { createCategory } from './create-category.js';
import { createPost } from './create-post.js';
import { deleteCategory } from './delete-category.js';
import { deletePost } from './delete-post.js';
import { listCategories } from './list-categories.js';
import { listCategoryOptions } from './list-category-options.js';
import { listPosts } from './list-posts.js';
import { updateCategory } from './update-category.js';
import { updatePost } from './update-post.js';

const tags = ['cms'];
/** Every route needs an editor; which languages they may touch is checked per item. */
const config = { access: 'editor' } as const;

/** The editors' workspace. */
export function cmsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A write has committed by now: the public copies are read again before the answer leaves.
      if (request.method !== 'GET') deps.publicCache.expire();
    });

    app.get(
      '/cms/categories',
      {
        config,
        schema: {
          summary: "Categories of the editor's languages, 5 to a page",
          tags,
          querystring: pageQuerySchema,
          response: { 200: pageOf(categorySchema) },
        },
      },
      async (request) => listCategories(db, currentUser(request), request.query.page),
    );

    app.get(
      '/cms/category-options',
      {
        config,
        schema: {
          summary: 'Every category of one language, for choosing a post category',
          tags,
          querystring: z.object({ lang: contentLanguageSchema }),
          response: { 200: z.array(categorySchema) },
        },
      },
      async (request) => listCategoryOptions(db, currentUser(request), request.query.lang),
    );

    app.post(
      '/cms/categories',
      {
        config,
        schema: { summary: 'Create a category', tags, body: categoryInputSchema, response: { 201: categorySchema } },
      },
      async (request, reply) => reply.status(201).send(await createCategory(deps, actorOf(request), request.body)),
    );

    app.patch(
      '/cms/categories/:id',
      {
        config,
        schema: {
          summary: 'Rename a category or change its language',
          tags,
          params: idParamsSchema,
          body: categoryPatchSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) => updateCategory(deps, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/cms/categories/:id',
      { config, schema: { summary: 'Delete a category that has no posts', tags, params: idParamsSchema } },
      async (request, reply) => {
        await deleteCategory(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/cms/posts',
      {
        config,
        schema: {
          summary: "Posts of the editor's languages, 5 to a page",
          tags,
          querystring: pageQuerySchema,
          response: { 200: pageOf(cmsPostSchema) },
        },
      },
      async (request) => listPosts(db, currentUser(request), request.query.page),
    );

    app.post(
      '/cms/posts',
      {
        config,
        schema: { summary: 'Create a tutorial post', tags, body: postInputSchema, response: { 201: cmsPostSchema } },
      },
      async (request, reply) => reply.status(201).send(await createPost(deps, actorOf(request), request.body)),
    );

    app.put(
      '/cms/posts/:id',
      {
        config,
        schema: {
          summary: 'Save a tutorial post',
          tags,
          params: idParamsSchema,
          body: postInputSchema,
          response: { 200: cmsPostSchema },
        },
      },
      async (request) => updatePost(deps, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      '/cms/posts/:id',
      { config, schema: { summary: 'Delete a tutorial post', tags, params: idParamsSchema } },
      async (request, reply) => {
        await deletePost(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
