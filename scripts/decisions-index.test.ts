import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DECISIONS = path.resolve(import.meta.dirname, '../docs/decisions');

describe('the decisions index', () => {
  it('lists every decision, with the title and date its file opens with', () => {
    const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
    const files = readdirSync(DECISIONS).filter((file) => /^\d{3}-.*\.md$/.test(file));
    expect(files.length).toBeGreaterThan(30);
    const missing = files.filter((file) => {
      const text = readFileSync(path.join(DECISIONS, file), 'utf8');
      const title = /^# \d{3}[.:] (.+)$/m.exec(text)?.[1];
      const date = /^Date: (\d{4}-\d{2}-\d{2})/m.exec(text)?.[1];
      const row = index.split('\n').find((line) => line.startsWith(`| ${file.slice(0, 3)} | [`));
      return !row || !title || !row.includes(`[${title}](${file})`) || !date || !row.includes(date);
    });
    expect(missing).toEqual([]);
  });
});
