import { desc, eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TClock } from '../clock.js';
import type { TDb } from '../db/client.js';
import { flakeId } from '../ids.js';
import { mailOutbox } from './tables.js';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a signed PDF); the outbox keeps the text only. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** The mail port: an outbox table by default, SMTP when SMTP_URL is set. */
export type TMailer = {
  kind: 'outbox' | 'smtp';
  send(mail: TMail): Promise<void>;
  close(): Promise<void>;
};

export function outboxMailer(db: TDb, clock: TClock): TMailer {
  return {
    kind: 'outbox',
    async send({ attachments: _files, ...mail }) {
      await db.insert(mailOutbox).values({ id: flakeId(), ...mail, createdAt: clock.now() });
    },
    async close() {},
  };
}

export function smtpMailer(url: string, from: string): TMailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async close() {
      transport.close();
    },
  };
}

/** The newest kept mail first, optionally only the mail to one address. */
export async function listOutbox(db: TDb, opts: { to?: string; limit?: number } = {}) {
  return db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(sql`lower(${mailOutbox.to})`, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit ?? 50);
}
