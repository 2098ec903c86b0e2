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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { currentUser, requireEditor } from '../../plugins/session.js';
import { categoryOptions, createCategory, deleteCategory, listCategories, updateCategory } from './categories.js';
import { createPost, deletePost, listPosts, updatePost } from './posts.js';

const tags = ['cms'];

function actor(request: FastifyRequest) {
  return { user: currentUser(request), ip: request.ip };
}

/** The editors' workspace. Every route needs an editor; every change is checked against the editor's scope. */
export function cmsRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireEditor);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/cms/categories',
      {
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
        schema: {
          summary: 'Every category of one language, for choosing a post category',
          tags,
          querystring: z.object({ lang: contentLanguageSchema }),
          response: { 200: z.array(categorySchema) },
        },
      },
      async (request) => categoryOptions(db, currentUser(request), request.query.lang),
    );

    app.post(
      '/cms/categories',
      { schema: { summary: 'Create a category', tags, body: categoryInputSchema, response: { 201: categorySchema } } },
      async (request, reply) => reply.status(201).send(await createCategory(db, actor(request), request.body)),
    );

    app.patch(
      '/cms/categories/:id',
      {
        schema: {
          summary: 'Rename a category or change its language',
          tags,
          params: idParamsSchema,
          body: categoryPatchSchema,
          response: { 200: categorySchema },
        },
      },
      async (request) => updateCategory(db, actor(request), request.params.id, request.body),
    );

    app.delete(
      '/cms/categories/:id',
      { schema: { summary: 'Delete a category that has no posts', tags, params: idParamsSchema } },
      async (request, reply) => {
        await deleteCategory(db, actor(request), request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      '/cms/posts',
      {
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
      { schema: { summary: 'Create a tutorial post', tags, body: postInputSchema, response: { 201: cmsPostSchema } } },
      async (request, reply) => reply.status(201).send(await createPost(db, actor(request), request.body)),
    );

    app.put(
      '/cms/posts/:id',
      {
        schema: {
          summary: 'Save a tutorial post',
          tags,
          params: idParamsSchema,
          body: postInputSchema,
          response: { 200: cmsPostSchema },
        },
      },
      async (request) => updatePost(db, actor(request), request.params.id, request.body),
    );

    app.delete(
      '/cms/posts/:id',
      { schema: { summary: 'Delete a tutorial post', tags, params: idParamsSchema } },
      async (request, reply) => {
        await deletePost(db, actor(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
