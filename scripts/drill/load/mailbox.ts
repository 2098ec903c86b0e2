/** The SMTP sink's folder (`e2e/support/mail-sink.ts` writes one JSON file per e-mail): the verification links in it. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const SCAN_EVERY_MS = 200;
const VERIFY_LINK = /\/verify_email\?token=([\w%-]+)/;

export class Mailbox {
  private readonly read = new Set<string>();
  /** The verification token mailed to each address, the newest. */
  private readonly tokens = new Map<string, string>();
  private scanning: Promise<void> | null = null;
  private scannedAt = -Infinity;

  constructor(private readonly dir: string) {}

  /** The token of the verification e-mail to `email`, or undefined if none came by `deadline` (epoch ms). */
  async verificationToken(email: string, deadline: number): Promise<string | undefined> {
    for (;;) {
      const token = this.tokens.get(email);
      if (token || Date.now() >= deadline) return token;
      await this.scan();
      if (!this.tokens.has(email)) await sleep(SCAN_EVERY_MS);
    }
  }

  /** Reads the files written since the last scan; every waiter shares one scan at a time, at most one per interval. */
  private scan(): Promise<void> {
    if (performance.now() - this.scannedAt < SCAN_EVERY_MS) return Promise.resolve();
    this.scanning ??= this.readNewFiles().finally(() => {
      this.scannedAt = performance.now();
      this.scanning = null;
    });
    return this.scanning;
  }

  private async readNewFiles(): Promise<void> {
    // The sink creates the folder when it starts; until then there is nothing to read.
    const files = await readdir(this.dir).catch(() => [] as string[]);
    for (const file of files) {
      if (!file.endsWith('.json') || this.read.has(file)) continue;
      this.read.add(file);
      const mail = JSON.parse(await readFile(path.join(this.dir, file), 'utf8')) as { to: string[]; text: string };
      const token = VERIFY_LINK.exec(mail.text)?.[1];
      if (token) for (const to of mail.to) this.tokens.set(to, decodeURIComponent(token));
    }
  }
}
