import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client.js';
import { makeEmbeddedSeed, openEmbeddedDatabase } from '../../src/db/embedded-seed.js';
import { users } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { rowsOf } from '../helpers/test-database.js';

interface Journal {
  entries: { tag: string }[];
}

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
const newest = journal.entries.at(-1)!.tag;

/** The migrations the embedded database has recorded as applied, by their creation time. */
async function appliedCount(database: Awaited<ReturnType<typeof openEmbeddedDatabase>>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row!.n;
}

/** A new data folder starts from the build's migrated seed instead of migrating from nothing (issue 47). */
describe('the embedded database seed', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'oneclick-seed-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('starts a new folder from the seed, applies the migrations newer than it, and keeps a folder in use as it is', async () => {
    const older = path.join(work, 'older-migrations');
    cpSync(MIGRATIONS_FOLDER, older, { recursive: true });
    const cut: Journal = { ...journal, entries: journal.entries.slice(0, -1) };
    writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify(cut));
    const seed = path.join(work, 'seed');
    await makeEmbeddedSeed(seed, older);

    const folder = path.join(work, 'data');
    const database = await openEmbeddedDatabase(folder, seed);
    expect(await appliedCount(database)).toBe(journal.entries.length - 1);
    await database.migrate();
    expect(await appliedCount(database), `${newest} applied`).toBe(journal.entries.length);
    await insertUser(database.db, { email: 'kept@seed.test' });
    await database.close();

    const again = await openEmbeddedDatabase(folder, seed);
    expect(await again.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@seed.test' }]);
    expect(await appliedCount(again)).toBe(journal.entries.length);
    await again.close();
  });
});
