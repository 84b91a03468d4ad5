import { backgroundWorkDone } from '@/lib/mail/background';
import { closeDb, resetDatabase } from './db';
import { startSmtpServer } from './mail';
import { createUser } from './users';

type SmtpSink = Awaited<ReturnType<typeof startSmtpServer>>;
type Admin = Awaited<ReturnType<typeof createUser>>;

/**
 * The set-up of a test file that sends real e-mail and acts as an administrator: before its tests,
 * a fresh database, the real SMTP sink (tests/helpers/mail.ts) as SMTP_URL and an administrator
 * (`admin`: createUser's options); after them, the mail still going out sent, SMTP_URL removed,
 * the sink and the database closed. Call it at the top of the file
 * (its hooks run before the file's own); `smtp` and `admin` are there once the tests run.
 */
export function mailSuite(options: { admin?: { email?: string } } = {}) {
  const suite = {} as { smtp: SmtpSink; admin: Admin };
  beforeAll(async () => {
    await resetDatabase();
    suite.smtp = await startSmtpServer();
    process.env.SMTP_URL = suite.smtp.url;
    suite.admin = await createUser({ ...options.admin, roles: ['ROLE_ADMIN'] });
  });
  afterAll(async () => {
    await backgroundWorkDone();
    delete process.env.SMTP_URL;
    await suite.smtp.close();
    await closeDb();
  });
  return suite;
}
