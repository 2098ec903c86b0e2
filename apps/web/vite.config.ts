import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress.ts';

const apiServer = 'http://localhost:3000';

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
    // The entry module stays out of the group, so the manifest keeps an entry for the prerender.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'app-shell', tags: ['$initial'], test: (id) => !/(index\.html|src\/main\.tsx)$/.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': apiServer, '/downloads': apiServer },
  },
});
