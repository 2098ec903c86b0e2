import { eq } from 'drizzle-orm';
import { totpCredentials } from '../../db/schema/index.js';
import type { SecretBox } from '../../utils/secret-box.js';
import { runAsSystem, type SystemDeps } from '../../service-core/unit-of-work.js';

/**
 * Seals with the current key every authenticator secret that is not sealed with it yet: those
 * kept in clear before sealing existed (at every start), and those of an older key (after a
 * rotation, `npm run secrets-key:rotate`). Answers how many it sealed.
 */
export async function sealTotpSecrets(system: SystemDeps, box: SecretBox): Promise<number> {
  return runAsSystem(system, async ({ tx }) => {
    const rows = await tx.select().from(totpCredentials).for('update');
    const stale = rows.filter((row) => box.needsSealing(row.secret));
    for (const row of stale) {
      const plain = box.isSealed(row.secret) ? box.open(row.secret) : new Uint8Array(Buffer.from(row.secret, 'base64'));
      await tx
        .update(totpCredentials)
        .set({ secret: box.seal(plain) })
        .where(eq(totpCredentials.userId, row.userId));
    }
    return stale.length;
  });
}
