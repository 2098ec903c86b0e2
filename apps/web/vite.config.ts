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
  build: { target: 'es2022', manifest: true },
  server: {
    proxy: { '/api': apiServer, '/downloads': apiServer },
  },
});
