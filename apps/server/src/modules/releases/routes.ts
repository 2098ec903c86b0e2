import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  EXTENSION_DOWNLOAD_PATH,
  EXTENSION_FILE_NAME,
  releaseFileName,
  releaseVersionParamsSchema,
} from '@oneclick/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../app-deps.js';
import { AppError } from '../../app-error.js';
import { actorOf } from '../../auth/current-user.js';
import { registerOperations } from '../../lib/register-operations.js';
import { countDownload } from './count-download.js';
import { createRelease } from './create-release.js';
import { ensureExtensionZip, fileSize } from './extension-package.js';
import { findLatestRelease } from './find-latest-release.js';
import { listReleases } from './list-releases.js';
import { publishRelease } from './publish-release.js';
import { latestPublishedRelease, publishedRelease } from './queries.js';
import { purgeStaleUploads, releaseFilePath } from './release-files.js';
import { withdrawRelease } from './withdraw-release.js';

const tags = ['releases'];
const ZIP = 'application/zip';

/** Admins publish versions of the extension; the software asks for the latest. */
export function releasesRoutes(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    // The zip arrives as the raw body, streamed to disk by the operation (this plugin's routes only).
    app.addContentTypeParser(ZIP, (_request, payload, done) => done(null, payload));

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
  };
}

/** Streams a zip as an attachment, counting the download (GET only) once the file is known to be there. */
async function sendZip(reply: FastifyReply, filePath: string, fileName: string, count: () => Promise<void>) {
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

/** The extension's zips, outside the API: the free download (the latest release) and each published version. */
export function downloadRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { downloadsDir } = deps.config;
    const placeholder = await ensureExtensionZip(downloadsDir);
    await purgeStaleUploads(downloadsDir);

    const send = (request: FastifyRequest, reply: FastifyReply, filePath: string, fileName: string) =>
      sendZip(reply, filePath, fileName, () => countDownload(deps, actorOf(request), fileName));

    app.get(
      EXTENSION_DOWNLOAD_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: 'The free extension package: the latest release, or a placeholder before the first (counted)',
          tags,
        },
      },
      async (request, reply) => {
        const latest = await latestPublishedRelease(deps.db);
        if (!latest) return send(request, reply, placeholder, EXTENSION_FILE_NAME);
        return send(request, reply, releaseFilePath(downloadsDir, latest.id), releaseFileName(latest.version));
      },
    );

    app.get(
      '/downloads/releases/:version',
      {
        config: { access: 'public' },
        schema: { summary: 'A published version of the extension (counted)', tags, params: releaseVersionParamsSchema },
      },
      async (request, reply) => {
        const release = await publishedRelease(deps.db, request.params.version);
        if (!release) throw new AppError('NOT_FOUND', 404, 'No published release has this version.');
        return send(request, reply, releaseFilePath(downloadsDir, release.id), releaseFileName(release.version));
      },
    );
  };
}
