import { createReadStream } from 'node:fs';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_FILE_NAME } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { actorOf } from '../../auth/current-user.js';
import { countDownload } from './count-download.js';
import { ensureExtensionZip, fileSize } from './extension-package.js';

export function downloadsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const filePath = await ensureExtensionZip(deps.config.downloadsDir);

    app.get(
      EXTENSION_DOWNLOAD_PATH,
      {
        config: { access: 'public' },
        schema: { summary: 'The free extension package (counted)', tags: ['downloads'] },
      },
      async (request, reply) => {
        const size = await fileSize(filePath);
        if (size === undefined) throw new AppError('NOT_FOUND', 404, 'The extension package is missing.');
        if (request.method === 'GET') await countDownload(deps, actorOf(request), EXTENSION_FILE_NAME);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${EXTENSION_FILE_NAME}"`)
          .header('content-length', size)
          .header('cache-control', 'no-cache')
          .send(createReadStream(filePath));
      },
    );
  };
}
