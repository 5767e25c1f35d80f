import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, OutgoingMail } from '../../ports/mailer';

export interface StoredMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

/**
 * The local stack's mail outbox: every message the product sends becomes a JSON file, listed at /dev/mail.
 * Nothing leaves the machine.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly directory: string) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const stored: StoredMail = { ...mail, id, sentAt };
    await writeFile(join(this.directory, `${id}.json`), JSON.stringify(stored, null, 2), { mode: 0o600 });
  }

  /** Newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = await readdir(this.directory);
    } catch {
      return [];
    }
    const files = names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    const mails = await Promise.all(
      files.map(async (name) => JSON.parse(await readFile(join(this.directory, name), 'utf8')) as StoredMail),
    );
    return mails;
  }
}
