import { EDITOR_SCOPES, editorScopeRequestSchema } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app-deps.js';
import { actorOf } from '../../auth/current-user.js';
import { setEditorScope } from './set-editor-scope.js';

export function usersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/users/editor-scope',
      {
        config: { access: 'admin' },
        schema: {
          summary: "Grant or remove a user's editor scope (admins only)",
          tags: ['users'],
          body: editorScopeRequestSchema,
          response: { 200: z.object({ email: z.string(), editor: z.enum(EDITOR_SCOPES).nullable() }) },
        },
      },
      async (request) => setEditorScope(deps, actorOf(request), request.body),
    );
  };
}
