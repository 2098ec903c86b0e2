import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs `task` after the answer is sent; a failure is logged. */
  run(task: () => Promise<void>): void;
  /** Resolves once every task started so far has finished (shutdown and tests wait on it). */
  settled(): Promise<void>;
}

/**
 * Work that must not change how long an answer takes: forgot-password and resend do their
 * lookups here, so a known address and an unknown one are answered along the same path.
 */
export function backgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
