import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';

const apiServer = 'http://localhost:3000';

/**
 * What stays out of the app-shell chunk: the entries, so the manifest keeps a chunk for each, and
 * Vite's preload helper, which the prerendered pages' entry imports before it may fetch the shell
 * (so the group does not take in its members' dependencies: the shell's lazy imports use the helper).
 */
const OUTSIDE_THE_SHELL = /(index\.html|src\/main\.tsx|src\/boot-prerendered\.ts|vite\/preload-helper\.js)$/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['@oneclick/source', ...defaultClientConditions],
    alias: {
      '@messages': fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url)),
    },
  },
  // The prerender build (scripts/prerender.ts) reads the shared package's source too.
  ssr: { resolve: { conditions: ['@oneclick/source', ...defaultServerConditions] } },
  // The manifest tells the prerender which chunk and CSS each page needs.
  build: {
    target: 'es2022',
    manifest: true,
    // What the entry imports statically travels in one chunk, app-shell (decision 019): split into
    // the 40 shared pieces Rolldown makes by default, it cost 11 kB more gzipped and 40 requests.
    rolldownOptions: {
      // The prerendered pages start from their own entry (src/boot-prerendered.ts).
      input: { index: 'index.html', 'boot-prerendered': 'src/boot-prerendered.ts' },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'app-shell',
              tags: ['$initial'],
              test: (id) => !OUTSIDE_THE_SHELL.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiServer, '/downloads': apiServer },
  },
});
