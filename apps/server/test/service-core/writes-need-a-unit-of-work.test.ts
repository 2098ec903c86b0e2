import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const UNIT_OF_WORK = 'service-core/unit-of-work.ts';

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
}

/**
 * A write helper takes a `Transaction` (src/db/transaction.ts), so a plain `Database` given to one does
 * not compile (transaction.types-test.ts shows it). These are the two ways around that type: opening a
 * transaction by hand, or casting to one. Only the unit of work does either.
 */
describe('the unit of work is the only way to write', () => {
  it('opens every transaction', () => {
    const opening = sourceFiles().filter((file) => /\.transaction\(/.test(readFileSync(path.join(SRC, file), 'utf8')));
    expect(opening).toEqual([UNIT_OF_WORK]);
  });

  it('makes every Transaction', () => {
    const casting = sourceFiles().filter((file) =>
      /as (unknown as )?Transaction\b/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(casting).toEqual([UNIT_OF_WORK]);
  });
});
