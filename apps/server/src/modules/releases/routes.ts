import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { EXTENSION_DOWNLOAD_PATH, releaseVersionParamsSchema } from '@oneclick/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { actorOf } from '../../auth/current-user.js';
import { registerOperations } from '../../service-core/register-operations.js';
import { countDownload } from './count-download.js';
import { createRelease } from './create-release.js';
import { fileSize } from './extension-package.js';
import { type Download, findLatestDownload, findVersionDownload } from './find-download.js';
import { findLatestRelease } from './find-latest-release.js';
import { listReleases } from './list-releases.js';
import { publishRelease } from './publish-release.js';
import { withdrawRelease } from './withdraw-release.js';

const tags = ['releases'];
export const ZIP = 'application/zip';

/**
 * Admins publish versions of the extension; the software asks for the latest. Outside the API, the
 * extension's zips: the free download (the latest release, or `placeholder` before the first) and
 * each published version.
 */
export function releasesRoutes(deps: ModuleDeps, placeholder: string): FastifyPluginAsyncZod {
  return async (app) => {
    const { downloadsDir } = deps.config;
    const send = (request: FastifyRequest, reply: FastifyReply, download: Download) =>
      sendZip(reply, download, () => countDownload(deps, actorOf(request), download.fileName));

    registerOperations(app, 'releases', {
      findLatestRelease: async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return findLatestRelease(deps);
      },
      listReleases: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return listReleases(deps.db);
      },
      createRelease: async (request, reply) =>
        reply.code(201).send(await createRelease(deps, actorOf(request), request.body)),
      publishRelease: async (request) => {
        if (!(request.body instanceof Readable)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415, `Send the zip as ${ZIP}.`);
        }
        const declaredSize = request.headers['content-length'];
        return publishRelease(deps, actorOf(request), {
          id: request.params.id,
          body: request.body,
          declaredSize: declaredSize === undefined ? undefined : Number(declaredSize),
        });
      },
      withdrawRelease: async (request, reply) => {
        await withdrawRelease(deps, actorOf(request), request.params.id);
        return reply.code(204).send();
      },
    });

    app.get(
      EXTENSION_DOWNLOAD_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: 'The free extension package: the latest release, or a placeholder before the first (counted)',
          tags,
        },
      },
      async (request, reply) => send(request, reply, await findLatestDownload(deps.db, downloadsDir, placeholder)),
    );

    app.get(
      '/downloads/releases/:version',
      {
        config: { access: 'public' },
        schema: { summary: 'A published version of the extension (counted)', tags, params: releaseVersionParamsSchema },
      },
      async (request, reply) =>
        send(request, reply, await findVersionDownload(deps.db, downloadsDir, request.params.version)),
    );
  };
}

/** Streams a zip as an attachment, counting the download (GET only) once the file is known to be there. */
async function sendZip(reply: FastifyReply, { filePath, fileName }: Download, count: () => Promise<void>) {
  const size = await fileSize(filePath);
  if (size === undefined) throw new AppError('NOT_FOUND', 404, 'The extension package is missing.');
  if (reply.request.method === 'GET') await count();
  return reply
    .header('content-type', ZIP)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', size)
    .header('cache-control', 'no-cache')
    .send(createReadStream(filePath));
}
