import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../app-deps.js';
import { downloadCounts } from '../../db/schema/index.js';
import type { Actor } from '../../service-core/unit-of-work.js';

/** One more download of `fileName` (a counter: no audit entry). */
export async function countDownload(deps: ModuleDeps, actor: Actor, fileName: string): Promise<void> {
  await deps.runUnitOfWork(actor, async ({ tx }) => {
    await tx
      .insert(downloadCounts)
      .values({ fileName, count: 1 })
      .onConflictDoUpdate({
        target: downloadCounts.fileName,
        set: { count: sql`${downloadCounts.count} + 1`, lastDownloadedAt: sql`now()` },
      });
  });
}
