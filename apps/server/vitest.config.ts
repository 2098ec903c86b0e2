import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@oneclick/source', ...defaultServerConditions];

export default defineProject({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/database-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
