import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadRoute } from './load-route';

afterEach(() => vi.useRealTimers());

describe('loadRoute', () => {
  it('resolves with the loaded module', async () => {
    await expect(loadRoute('home', async () => 'module')).resolves.toBe('module');
  });

  it('names the chunk when loading fails', async () => {
    const error = await loadRoute('pricing', () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading chunk pricing failed.');
    expect((error as ChunkLoadError).chunkId).toBe('pricing');
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = loadRoute('support', () => new Promise(() => {}));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
  });
});
