import { EDITOR_SCOPES, editorScopeRequestSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { currentUser, requireAdmin } from '../../plugins/session.js';
import { setEditorScope } from './set-editor-scope.js';

export function usersRoutes({ db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/users/editor-scope',
      {
        preValidation: requireAdmin,
        schema: {
          summary: "Grant or remove a user's editor scope (admins only)",
          tags: ['users'],
          body: editorScopeRequestSchema,
          response: { 200: z.object({ email: z.string(), editor: z.enum(EDITOR_SCOPES).nullable() }) },
        },
      },
      async (request) =>
        setEditorScope(db, { user: currentUser(request), ip: request.ip }, request.body.email, request.body.editor),
    );
  };
}
