import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside a file (also for the prerendered pages). */
export async function compressBeside(filePath: string): Promise<void> {
  const content = await readFile(filePath);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${filePath}.br`, br), writeFile(`${filePath}.gz`, gz)]);
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build (the
 * bundle and the copied public folder), once, so the server sends them as they are
 * (`preCompressed`) instead of compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'oneclick:precompress',
    // Not for the server-side build that prerenders pages (scripts/prerender.ts compresses those).
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map((fileName) => compressBeside(path.join(outDir, fileName))),
      );
    },
  };
}
