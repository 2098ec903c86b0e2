import { CHUNK_LOAD_TIMEOUT_MS } from '@oneclick/shared';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';

  constructor(
    readonly chunkId: string,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunkId} failed.`, { cause });
  }
}

/** Loads a route's code, giving up after the spec's 120 s so the page never stays blank. */
export function loadRoute<T>(
  chunkId: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId)), timeoutMs);
    importer()
      .then(resolve, (cause: unknown) => reject(new ChunkLoadError(chunkId, cause)))
      .finally(() => clearTimeout(timer));
  });
}
