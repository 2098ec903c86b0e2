import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@oneclick/source', ...defaultServerConditions];

export default defineProject({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { name: 'licence-client', environment: 'node', include: ['src/**/*.test.ts'] },
});
