import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { StoredMail } from './mail-sink';

function mails(): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as StoredMail);
}

/** Waits for the newest e-mail to `to` that links to `linkPath`, and returns that link. */
export async function linkMailedTo(to: string, linkPath: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const found = mails()
          .filter((mail) => mail.to.includes(to.toLowerCase()) && mail.receivedAt >= after)
          .sort((a, b) => b.receivedAt - a.receivedAt)
          .map((mail) => new RegExp(`https?://[^\\s]+${linkPath}\\?token=[\\w%-]+`).exec(mail.text)?.[0])
          .find(Boolean);
        link = found;
        return found;
      },
      // The sink writes a message within moments: look often rather than back off to a second.
      { timeout: 30_000, intervals: [50, 100, 200], message: `an e-mail to ${to} linking to ${linkPath}` },
    )
    .toBeTruthy();
  return link!;
}

export function mailsTo(to: string): StoredMail[] {
  return mails().filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** Waits for an e-mail to `to` with exactly this subject, and returns it. */
export async function mailWithSubject(to: string, subject: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((mail) => mail.subject === subject);
        return found?.subject;
      },
      { timeout: 30_000, intervals: [50, 100, 200], message: `an e-mail to ${to} titled "${subject}"` },
    )
    .toBe(subject);
  return found!;
}
