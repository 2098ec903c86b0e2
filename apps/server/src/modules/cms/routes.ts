import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf, currentUser } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { createCategory } from './create-category.js';
import { createPost } from './create-post.js';
import { deleteCategory } from './delete-category.js';
import { deletePost } from './delete-post.js';
import { listCategories } from './list-categories.js';
import { listCategoryOptions } from './list-category-options.js';
import { listPosts } from './list-posts.js';
import { updateCategory } from './update-category.js';
import { updatePost } from './update-post.js';

/** The editors' workspace. */
export function cmsRoutes(deps: ModuleDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    registerOperations(app, 'cms', {
      listCategories: async (request) => listCategories(db, currentUser(request), request.query.page),
      listCategoryOptions: async (request) => listCategoryOptions(db, currentUser(request), request.query.lang),
      createCategory: async (request, reply) =>
        reply.status(201).send(await createCategory(deps, actorOf(request), request.body)),
      updateCategory: async (request) => updateCategory(deps, actorOf(request), request.params.id, request.body),
      deleteCategory: async (request, reply) => {
        await deleteCategory(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
      listPosts: async (request) => listPosts(db, currentUser(request), request.query.page),
      createPost: async (request, reply) =>
        reply.status(201).send(await createPost(deps, actorOf(request), request.body)),
      updatePost: async (request) => updatePost(deps, actorOf(request), request.params.id, request.body),
      deletePost: async (request, reply) => {
        await deletePost(deps, actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    });
  };
}
