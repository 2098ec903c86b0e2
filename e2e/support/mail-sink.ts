import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** The HTML part, or '' when the message has none. */
  html: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
  receivedAt: number;
}

/** An SMTP server that writes every message it receives as JSON into `dir`, for the specs to read. */
export async function startMailSink(dir: string, port: number): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      // smtp-server clears the envelope once onData returns: copy it now.
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          const stored: StoredMail = {
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map(({ filename, contentType, content }) => ({
              filename: filename ?? '',
              contentType,
              contentBase64: content.toString('base64'),
            })),
            receivedAt: Date.now(),
          };
          // Written aside and renamed, so a spec polling the folder never reads half a file.
          const file = path.join(dir, `${Date.now()}-${count}.json`);
          writeFileSync(`${file}.partial`, JSON.stringify(stored));
          renameSync(`${file}.partial`, file);
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that vanishes mid-connection (a portal killed while it keeps its connection open)
  // is no failure of the sink's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
