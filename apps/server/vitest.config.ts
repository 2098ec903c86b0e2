import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

const conditions = ['@oneclick/source', ...defaultServerConditions];

export default defineProject({
  root: import.meta.dirname,
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    // Each project of the root vitest.config.ts names its files, and the integration tests' projects
    // their database template (test/helpers/database-template.ts).
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A worker's test files share its modules rather than import the app afresh each: importing took
    // more time than the tests. Each file still builds its own app on its own database; a file that
    // mocks a module loads the modules again first (test/auth/login-race.test.ts).
    isolate: false,
  },
});
