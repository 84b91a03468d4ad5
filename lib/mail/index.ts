import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

/** One outgoing message; `links` are the ones a local user may need from the log (file mode). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links?: string[];
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058) on the match alerts. */
  headers?: Record<string, string>;
  /** Images the HTML shows inline (`<img src="cid:...">`), e.g. the match alert's photos. */
  inlineImages?: { cid: string; filename: string; contentType: string; content: Buffer }[];
};

// One SMTP transport per URL, reused across messages (read per call: tests set SMTP_URL late).
const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** Where captured messages go when no SMTP server is configured. */
const mailDir = () => path.resolve(/*turbopackIgnore: true*/ env().MAIL_DIR);

/**
 * Sends through SMTP_URL when it is set. Without it the message is rendered as a .eml file in
 * MAIL_DIR and its links are printed in the server log, so a local user can still activate an
 * account with no mail server at all.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const message = {
    from: env().MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    attachments: mail.inlineImages?.map((image) => ({ ...image, contentDisposition: 'inline' as const })),
  };
  const url = env().SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail(message);
    return;
  }
  const rendered = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(message);
  const dir = mailDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
  );
  await writeFile(file, rendered.message as Buffer);
  // The link is printed on purpose here: without SMTP the log is how the message reaches its reader.
  console.log(`[mail] "${mail.subject}" to ${mail.to} saved in ${file}`);
  for (const link of mail.links ?? []) console.log(`[mail]   link: ${link}`);
}
