import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    conditions: ['@oneclick/source', ...defaultClientConditions],
    alias: {
      '@messages': fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url)),
    },
  },
  build: { target: 'es2022' },
  server: {
    proxy: { '/api': apiServer, '/downloads': apiServer },
  },
});
