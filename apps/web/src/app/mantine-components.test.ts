import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BASE = ['baseline', 'default-css-variables', 'global'];
const stylesDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const read = (file: string) => readFileSync(file, 'utf8');

/** Mantine's parts in the order styles.css has them: it is their files put end to end. */
function mantineOrder(): string[] {
  const whole = read(path.join(stylesDir, 'styles.css'));
  const parts = readdirSync(path.join(stylesDir, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: file.slice(0, -'.css'.length),
      at: whole.indexOf(read(path.join(stylesDir, 'styles', file)).trim()),
    }));
  expect(parts.filter((part) => part.at < 0)).toEqual([]);
  return parts.sort((a, b) => a.at - b.at).map((part) => part.name);
}

/** The Mantine parts a stylesheet of the app imports, in its order. */
function importedParts(file: string): string[] {
  const css = read(path.join(import.meta.dirname, file));
  return [...css.matchAll(/@import '@mantine\/core\/styles\/(.+)\.layer\.css';/g)].map((match) => match[1]!);
}

describe("Mantine's components loaded after the first paint", () => {
  it('are every component of styles.css, in its order, without the base', () => {
    expect(importedParts('mantine-components.css')).toEqual(mantineOrder().filter((name) => !BASE.includes(name)));
  });

  it('leave the base to the first paint, which has it first', () => {
    expect(importedParts('first-paint-styles.css').slice(0, BASE.length)).toEqual(BASE);
  });
});
