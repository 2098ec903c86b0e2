import { describe, expect, it } from 'vitest';
import { cyclesOf, valueImports } from './check-import-cycles.js';

describe('the import cycle check', () => {
  it('finds each circle once, a file importing itself included, and nothing in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['f']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('follows imports, re-exports and dynamic imports of values, not of types alone or of packages', () => {
    const text = `
      import { a } from './a.js';
      import type { B } from './b.js';
      import { type C, type D } from './c.js';
      import { type E, e } from './e.js';
      import './side-effect.js';
      export { f } from './f.js';
      export type { G } from './g.js';
      import { z } from 'zod';
      const page = () => import('./page.js');
    `;
    expect(valueImports('x.ts', text)).toEqual(['./a.js', './e.js', './side-effect.js', './f.js', './page.js']);
  });
});
