import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app-deps.js';
import { ensureExtensionZip } from './extension-package.js';
import { purgeStaleUploads } from './release-files.js';
import { releasesRoutes, ZIP } from './routes.js';

/**
 * Releases: the downloads folder made ready at start-up (the placeholder zip in place, uploads
 * cut off by a restart removed), and a release's zip taken as the raw body.
 */
export function releasesPlugin(deps: ModuleDeps): FastifyPluginAsync {
  return async (app) => {
    const { downloadsDir } = deps.config;
    const placeholder = await ensureExtensionZip(downloadsDir);
    await purgeStaleUploads(downloadsDir);
    // The zip arrives as the raw body, streamed to disk by the operation (this module's routes only).
    app.addContentTypeParser(ZIP, (_request, payload, done) => done(null, payload));

    await app.register(releasesRoutes(deps, placeholder));
  };
}
