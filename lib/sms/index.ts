import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/** One text message: a phone number as stored (+91…, or ten digits) and the text. */
type Sms = { to: string; text: string };

/**
 * What sends SMS. The app ships the file sink only (no provider is contracted); a provider is
 * plugged in by writing a sender with this shape and returning it from smsSender().
 */
export type SmsSender = { send(sms: Sms): Promise<void> };

/**
 * The development sink, as mail has MAIL_DIR: each message is appended as one JSON line
 * ({at, to, text}) to SMS_DIR/sms.jsonl and noted in the server log; nothing leaves the machine.
 */
function fileSmsSender(dir: string): SmsSender {
  return {
    async send(sms) {
      await mkdir(dir, { recursive: true });
      const line = JSON.stringify({ at: new Date().toISOString(), to: sms.to, text: sms.text });
      await appendFile(path.join(dir, 'sms.jsonl'), `${line}\n`);
      console.log(`[sms] to ${sms.to} saved in ${path.join(dir, 'sms.jsonl')}`);
    },
  };
}

/** The configured SMS sender (read per call: tests set SMS_DIR late). */
export function smsSender(): SmsSender {
  return fileSmsSender(path.resolve(/*turbopackIgnore: true*/ env().SMS_DIR));
}
