import { contract } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../src/lib/register-operations.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Decision 027: the API is its contract, route for route. */
describe('the routes and the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const entries = Object.entries(contract).flatMap(([module, operations]) =>
    Object.entries(operations).map(([name, entry]) => ({
      operation: `${module}.${name}`,
      method: entry.method,
      url: `${API_PREFIX}${entry.path}`,
    })),
  );

  it('registers every API route from a contract entry', () => {
    const withoutEntry = t.app.declaredRoutes.filter((route) => route.operation === undefined);
    expect(withoutEntry.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('serves every contract entry at its method and path', () => {
    const served = t.app.declaredRoutes
      .filter((route) => route.operation !== undefined)
      .map(({ operation, method, url }) => ({ operation, method, url }));
    expect(served).toEqual(expect.arrayContaining(entries));
    expect(served).toHaveLength(entries.length);
  });
});
