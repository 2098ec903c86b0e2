import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DATABASE_TEMPLATE = 'test/helpers/database-template.ts';
/** The rules tier: operations called without an app, on one shared migrated database (test/helpers/operations.ts). */
const RULES_TESTS = 'test/**/*.rules.test.ts';

/**
 * The server's integration tests that show what only the embedded database does (its snapshot
 * for backups, restoring its folder, the seed a new folder starts from). With PostgreSQL at hand these alone run on PGlite; the rest
 * run once, on PostgreSQL, where races are real (decision 036). The end-to-end suite runs on PGlite.
 */
const EMBEDDED_DATABASE_TESTS = [
  'test/backups/backup-cli.test.ts',
  'test/backups/backup-and-restore.test.ts',
  'test/service-core/embedded-seed.test.ts',
];
/** Of those, the ones that open PGlite whatever the project: on PostgreSQL's they would only run again. */
const PGLITE_ONLY_TESTS = ['test/backups/backup-cli.test.ts', 'test/service-core/embedded-seed.test.ts'];

/**
 * One run for every unit and integration test. The server's own unit tests (`src/`) need no
 * database template; its integration tests (`test/`) run on PostgreSQL when TEST_DATABASE_URL is
 * set, else on PGlite.
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
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server:unit', include: ['src/**/*.test.ts'] },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server:pglite',
          include: withPostgres ? EMBEDDED_DATABASE_TESTS : ['test/**/*.test.ts'],
          exclude: [RULES_TESTS],
          globalSetup: [DATABASE_TEMPLATE],
        },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server:rules',
          include: [RULES_TESTS],
          globalSetup: [DATABASE_TEMPLATE],
          env: withPostgres ? { TEST_DB: 'postgres' } : {},
        },
      },
      ...(withPostgres
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              test: {
                name: 'server:postgres',
                include: ['test/**/*.test.ts'],
                exclude: [RULES_TESTS, ...PGLITE_ONLY_TESTS],
                globalSetup: [DATABASE_TEMPLATE],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
