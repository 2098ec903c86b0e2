import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // One jsdom and one load of React and Mantine for each worker rather than for each file, which
      // took most of these tests' time. A file leaves nothing behind for the next: setup.ts unmounts
      // and clears storage after each test, and a stubbed global (fetch) is put back before the next.
      isolate: false,
      unstubGlobals: true,
      // Typing into forms through user-event takes seconds on a busy 2-core machine.
      testTimeout: 30_000,
    },
  }),
);
