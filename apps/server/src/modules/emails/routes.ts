import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { registerOperations } from '../../lib/register-operations.js';
import { previewEmail } from './preview-email.js';

export function emailsRoutes({ config }: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'emails', {
      previewEmail: (request) => previewEmail(config, request.params.template, request.query.language),
    });
  };
}
