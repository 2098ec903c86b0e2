import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const namespaces = Object.keys(import.meta.glob('@messages/en-US/*.json')).map(
  (file) => /([^/]+)\.json$/.exec(file)![1]!,
);

/**
 * The type check takes `t('sales:sales.month')` from any component, but `t` finds its text only
 * if the component's `useTranslation` loaded that namespace: otherwise the reader sees the key.
 * Files without `useTranslation` (helpers given a `t`) are the caller's to load for.
 */
describe('qualified message keys', () => {
  it('are read only where the component loads their namespace', () => {
    const qualified = new RegExp(`['\`](${namespaces.join('|')}):[a-zA-Z]`, 'g');
    const unloaded = Object.entries(sources).flatMap(([file, source]) => {
      const calls = [...source.matchAll(/useTranslation\(([^)]*)\)/g)];
      if (calls.length === 0) return [];
      const loaded = new Set(
        calls.flatMap(([, list]) =>
          list!.trim() ? [...list!.matchAll(/'([a-z-]+)'/g)].map(([, name]) => name!) : ['common'],
        ),
      );
      return [...new Set([...source.matchAll(qualified)].map(([, name]) => name!))]
        .filter((name) => !loaded.has(name))
        .map((name) => `${file}: ${name}`);
    });
    expect(unloaded).toEqual([]);
  });
});
