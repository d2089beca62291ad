import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from '#shared/ports/mailer.ts';

export interface OutboxEntry extends MailMessage {
  id: string;
  sentAt: number;
}

/**
 * The SES stand-in: every e-mail becomes a JSON file in the outbox folder, newest last by name. It is
 * written aside and renamed into place, so a reader in another process never sees half of it.
 */
export function outboxMailer(dir: string): Mailer {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const entry: OutboxEntry = { ...message, id: randomUUID(), sentAt: Date.now() };
      const file = join(dir, `${entry.sentAt}-${entry.id}.json`);
      await writeFile(`${file}.partial`, JSON.stringify(entry, null, 2));
      await rename(`${file}.partial`, file);
    },
  };
}

/** The outbox, newest first. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let files: string[];
  try {
    files = await readdir(dir);
  } catch {
    return [];
  }
  const entries = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.sentAt - a.sentAt);
}
