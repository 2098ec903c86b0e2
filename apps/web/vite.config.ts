import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { countryOptions } from './build-plugins/country-options.ts';
import { precompress } from './build-plugins/precompress.ts';

const apiServer = 'http://localhost:3000';

/** What stays out of the app-shell chunk: the entries, so the manifest keeps a chunk for each. */
const OUTSIDE_THE_SHELL = /(index\.html|src\/main\.tsx)$/;

/**
 * The build for Node (scripts/prerender.ts): the renderer the build prerenders with, and the worker
 * the server renders the pages with their data in (decision 043), split as Rolldown likes.
 */
const RENDERER_ENTRIES = {
  'render-page': 'src/prerender/render-page.tsx',
  'page-worker': 'src/prerender/page-worker.ts',
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), countryOptions(), precompress()],
  resolve: {
    conditions: ['@oneclick/source', ...defaultClientConditions],
    alias: {
      '@messages': fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url)),
    },
  },
  ssr: {
    // The prerender build (scripts/prerender.ts) reads the shared package's source too.
    resolve: { conditions: ['@oneclick/source', ...defaultServerConditions] },
    // Its bundle carries every package it uses: the server's page worker runs it wherever the
    // build's folder is (WEB_DIST_DIR), with no node_modules beside it. Only there: the unit tests
    // load each package once, as Node does (dayjs's locales must find the dayjs they extend).
    noExternal: isSsrBuild ? true : undefined,
  },
  // The manifest tells the prerender which chunk and CSS each page needs.
  build: {
    target: 'es2022',
    manifest: true,
    // What the entry imports statically travels in one chunk, app-shell (decision 019): split into
    // the 40 shared pieces Rolldown makes by default, it cost 11 kB more gzipped and 40 requests.
    rolldownOptions: isSsrBuild
      ? { input: RENDERER_ENTRIES }
      : {
          // main.tsx is an entry of its own too, so the manifest names it and what it imports: the
          // prerendered pages' inline script asks for them (scripts/boot-script.ts).
          input: { index: 'index.html', main: 'src/main.tsx' },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app-shell',
                  tags: ['$initial'],
                  test: (id: string) => !OUTSIDE_THE_SHELL.test(id),
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
}));
