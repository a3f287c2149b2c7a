import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from './env';
import { logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export const MAIL_FROM = process.env.MAIL_FROM ?? 'ServerStore <noreply@serverstore.nl>';

/** Where mail goes without SMTP_URL: one .eml file per message (plus .json with the fields). */
export function mailDir(): string {
  return path.resolve(env().DATA_DIR, 'mail');
}

let smtp: Transporter | undefined;

/**
 * Sends a mail over SMTP_URL, or writes it to DATA_DIR/mail when no SMTP server is configured. Answers
 * the Message-ID it went out with (kept by what needs to name the mail later, e.g. an inbox reply).
 */
export async function sendMail(mail: Mail): Promise<string> {
  const url = process.env.SMTP_URL;
  const message = { from: MAIL_FROM, ...mail };
  if (url) {
    smtp ??= nodemailer.createTransport(url);
    return (await smtp.sendMail(message)).messageId;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(message);
  const dir = mailDir();
  await fs.mkdir(dir, { recursive: true });
  const slug = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  await fs.writeFile(path.join(dir, `${slug}.eml`), info.message as Buffer);
  await fs.writeFile(
    path.join(dir, `${slug}.json`),
    JSON.stringify(
      {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        at: new Date().toISOString(),
        messageId: info.messageId,
      },
      null,
      2,
    ),
  );
  logger.info({ to: mail.to, subject: mail.subject, file: `${slug}.eml` }, 'mail written');
  return info.messageId;
}

/** The mails written to DATA_DIR/mail (newest last), for tests and local inspection. */
export async function readMailFiles(): Promise<
  { to: string; subject: string; text: string; at: string; messageId?: string }[]
> {
  const dir = mailDir();
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8'))));
}
