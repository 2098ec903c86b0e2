import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, MANIFEST, readBackupArchive } from './backup-archive.js';

const manifest = { format: BACKUP_FORMAT, takenAt: '2026-11-27T00:00:00.000Z', database: 'pglite' };

/** An archive of the given entries, as `npm run backup` would write them. */
function archiveOf(entries: Record<string, string>): Readable {
  const pack = tar.pack();
  for (const [name, content] of Object.entries(entries)) pack.entry({ name }, content);
  pack.finalize();
  return Readable.from(pack);
}

describe('reading a backup', () => {
  const folders: string[] = [];
  const targets = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oneclick-archive-'));
    folders.push(dataDir);
    return { dataDir, downloadsDir: path.join(dataDir, 'downloads'), restoreDatabase: async () => {} };
  };
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses an archive without its database, rather than restoring only the files', async () => {
    const archive = archiveOf({ [MANIFEST]: JSON.stringify(manifest), 'data/licence-signing-keys.json': '{}' });
    await expect(readBackupArchive(archive, targets())).rejects.toThrow('the backup has no database/pglite.tar.gz');
  });

  it('refuses an entry that would be written outside the data folder', async () => {
    const archive = archiveOf({ [MANIFEST]: JSON.stringify(manifest), 'data/../../escaped.txt': 'x' });
    await expect(readBackupArchive(archive, targets())).rejects.toThrow('unexpected entry in the backup');
  });
});
