import { describe, expect, it } from 'vitest';
import { contract } from './index.js';
import { pathOf } from './operation.js';
import { routes } from './routes.js';

describe('the browser routes', () => {
  it('are the contract entries, method and path, and nothing else', () => {
    const fromContract = Object.fromEntries(
      Object.entries(contract).map(([module, operations]) => [
        module,
        Object.fromEntries(Object.entries(operations).map(([name, { method, path }]) => [name, { method, path }])),
      ]),
    );
    expect(routes).toEqual(fromContract);
  });

  it('name each operation by one method and path', () => {
    const seen = Object.values(contract)
      .flatMap((operations) => Object.values(operations))
      .map(({ method, path }) => `${method} ${path.replace(/:\w+/g, ':')}`);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('pathOf', () => {
  it('fills and encodes each parameter', () => {
    expect(pathOf('/orders/:id/receipt/:lang', { id: 'a/b', lang: 'vi' })).toBe('/orders/a%2Fb/receipt/vi');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => pathOf('/orders/:id', {})).toThrow('/orders/:id needs id');
  });
});
