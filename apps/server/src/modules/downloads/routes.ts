import { createReadStream } from 'node:fs';
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_FILE_NAME } from '@oneclick/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { countDownload, ensureExtensionZip, fileSize } from './service.js';

export function downloadsRoutes({ config, db }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const filePath = await ensureExtensionZip(config.downloadsDir);

    app.get(
      EXTENSION_DOWNLOAD_PATH,
      { schema: { summary: 'The free extension package (counted)', tags: ['downloads'] } },
      async (request, reply) => {
        const size = await fileSize(filePath);
        if (size === undefined) throw new AppError('NOT_FOUND', 404, 'The extension package is missing.');
        if (request.method === 'GET') await countDownload(db, EXTENSION_FILE_NAME);
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
