import type { FastifyPluginAsync } from 'fastify';
import type { EmailsDeps } from '../../app-deps.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { previewEmail } from './preview-email.js';

export function emailsRoutes({ config, emailCatalogue }: EmailsDeps): FastifyPluginAsync {
  return async (app) => {
    registerOperations(app, 'emails', {
      previewEmail: (request) => previewEmail(config, emailCatalogue[request.params.template], request.query.language),
    });
  };
}
