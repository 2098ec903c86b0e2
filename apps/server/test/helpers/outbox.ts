import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { emailOutbox } from '../../src/db/schema/index.js';

export async function emailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.createdAt));
}

/** The token of the newest link to `path` mailed to `address`. */
export async function tokenMailedTo(db: Database, address: string, path: string): Promise<string> {
  for (const email of await emailsTo(db, address)) {
    const match = new RegExp(`${path}\\?token=([\\w%-]+)`).exec(email.textBody);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no e-mail to ${address} links to ${path}`);
}
