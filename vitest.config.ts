import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run for every unit and integration test. The server's integration tests run
 * on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // A worker for every core: Vitest's default leaves one for itself, which on a 2-core machine
    // ran every file one after another while the main process sat idle.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/shared',
      'tools/licence-client',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { extends: './apps/server/vitest.config.ts', root: './apps/server', test: { name: 'server:pglite' } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: { name: 'server:postgres', include: ['test/**/*.test.ts'], env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
