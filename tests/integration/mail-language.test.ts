/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { db } from '@/db/client';
import { profiles, users } from '@/db/schema';
import { registerMember } from '@/lib/data/accounts';
import { requestPasswordReset } from '@/lib/data/password-reset';
import { sendExpiryReminders } from '@/lib/data/plan-reminders';
import { backgroundWorkDone } from '@/lib/mail/background';
import { PEER_HEADER, SERVED_BY_ENV } from '@/lib/http/peer';
import { call } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { startSmtpServer } from '../helpers/mail';
import { readMail } from '../helpers/mail-text';
import { createMember, type Member } from '../helpers/members';
import { createUser } from '../helpers/users';

/**
 * Issue 24: every e-mail to a member speaks the language the account chose (users.locale), English
 * when it chose none; the English texts stay word for word. Over a real SMTP server, read back as
 * the recipient's mail program would (encoded subject, decoded parts).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const TAMIL = /[\u0B80-\u0BFF]/;

beforeAll(async () => {
  await resetDatabase();
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env[SERVED_BY_ENV] = '1';
});
afterAll(async () => {
  await backgroundWorkDone();
  delete process.env.SMTP_URL;
  delete process.env[SERVED_BY_ENV];
  await smtp.close();
  await closeDb();
});

/** The mails to `email`, newest last, as their reader sees them. */
async function mailsTo(email: string) {
  await backgroundWorkDone();
  return smtp.inbox
    .filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))
    .map((m) => readMail(m.raw));
}
const lastMailTo = async (email: string) => (await mailsTo(email)).at(-1)!;

const speaksTamil = (email: string) => db.update(users).set({ locale: 'ta' }).where(eq(users.email, email));

describe('account e-mails', () => {
  it('activation: in the language of the page registered on, the English one word for word', async () => {
    await registerMember({
      input: { email: 'kavya@example.com', password: 'mango-tree7' },
      ip: nextIp(),
      locale: 'ta',
    });
    await registerMember({ input: { email: 'john@example.com', password: 'mango-tree7' }, ip: nextIp() });
    const tamil = await lastMailTo('kavya@example.com');
    expect(tamil.subject).toBe('உங்கள் Thirumanam பதிவைச் செயல்படுத்துங்கள்');
    expect(tamil.text).toContain('இந்த இணைப்பு 48 மணி நேரம் செல்லுபடியாகும்');
    expect(tamil.text).not.toContain('Welcome');
    expect(tamil.html).toContain('என் பதிவைச் செயல்படுத்து</a>');
    const [kavya] = await db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, 'kavya@example.com'));
    expect(kavya.locale).toBe('ta'); // the account keeps it, for the mails that follow

    const english = await lastMailTo('john@example.com');
    expect(english.subject).toBe('Activate your Thirumanam registration');
    expect(
      english.text
        .split('\n')
        .filter(Boolean)
        .filter((line) => !line.startsWith('http')),
    ).toEqual([
      'Welcome to Thirumanam!',
      'Please click the link below to activate your registration:',
      'The link is valid for 48 hours and works once. If you did not register, you can ignore this e-mail.',
    ]);
    expect(english.html).toContain('>Activate my registration</a>');
  });

  it("password reset: in the account's language, English when it chose none", async () => {
    const tamil = await createUser();
    const english = await createUser();
    await speaksTamil(tamil.email);
    await requestPasswordReset({ input: { email: tamil.email }, ip: nextIp() });
    await requestPasswordReset({ input: { email: english.email }, ip: nextIp() });
    const ta = await lastMailTo(tamil.email);
    expect(ta.subject).toBe('புதிய Thirumanam கடவுச்சொல்லைத் தேர்ந்தெடுங்கள்');
    expect(ta.text).toContain('இந்த இணைப்பு 60 நிமிடங்கள் செல்லுபடியாகும்');
    expect(ta.text).toMatch(/\/reset-password\?token=/);
    const en = await lastMailTo(english.email);
    expect(en.subject).toBe('Choose a new Thirumanam password');
    expect(en.text).toContain(
      'The link is valid for 60 minutes and works once. Choosing a new password signs you out everywhere else.',
    );
  });
});

describe('member-to-member e-mails', () => {
  let arun: Member;
  let meena: Member;
  beforeAll(async () => {
    arun = await createMember({ gender: 'male', fullName: 'Arun Kumar' });
    meena = await createMember({ gender: 'female', fullName: 'Meena Sundaram' });
    await speaksTamil(meena.email);
  });

  it('an interest reaches a Tamil reader in Tamil, and its acceptance an English reader in English', async () => {
    const sent = await call('POST', '/api/interests', {
      as: arun,
      body: { to: `/api/profiles/${meena.profileId}` },
    });
    expect(sent.status).toBe(201);
    const received = await lastMailTo(meena.email);
    expect(received.subject).toBe('Thirumanam-இல் Arun Kumar உங்களுக்கு விருப்பம் அனுப்பியுள்ளார்');
    expect(received.text).toContain('Arun Kumar உங்கள் சுயவிவரத்தில் விருப்பம் கொண்டுள்ளார்.');
    expect(received.html).toContain('வந்த விருப்பங்களைப் பாருங்கள்</a>');

    const accepted = await call('PATCH', sent.body['@id'], {
      as: meena,
      body: { status: 'accepted' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(accepted.status).toBe(200);
    const back = await lastMailTo(arun.email);
    expect(back.subject).toBe('Meena Sundaram accepted your interest on Thirumanam');
    expect(back.text).toContain('Sign in to see the accepted interests and contact details:');
    expect(back.text).not.toMatch(TAMIL);
  });

  it("the plan's expiry reminder in the member's language", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await db.update(profiles).set({ expiry: soon }).where(eq(profiles.id, meena.profileId));
    await db.update(profiles).set({ expiry: soon }).where(eq(profiles.id, arun.profileId));
    expect(await sendExpiryReminders()).toBeGreaterThanOrEqual(2);
    const shown = soon.split('-').reverse().join('/');
    expect((await lastMailTo(meena.email)).subject).toBe(`உங்கள் Thirumanam திட்டம் ${shown} அன்று முடிகிறது`);
    expect((await lastMailTo(arun.email)).subject).toBe(`Your Thirumanam plan ends on ${shown}`);
  });
});

describe('grievance e-mails', () => {
  const complaint = (email: string) => ({
    name: 'Lakshmi',
    email,
    subject: 'photo_misuse',
    details: 'Profile 12 uses my photograph without my consent.',
  });

  it('acknowledge and answer in the language the complaint was filed in', async () => {
    const filed = await call('POST', '/api/grievances', {
      body: complaint('lakshmi@example.com'),
      headers: { [PEER_HEADER]: nextIp(), 'Accept-Language': 'ta-IN,ta;q=0.9' },
    });
    expect(filed.status).toBe(201);
    const ack = await lastMailTo('lakshmi@example.com');
    expect(ack.subject).toBe(`உங்கள் புகார் ${filed.body.ticket} பெறப்பட்டது`);
    expect(ack.html).toContain(`டிக்கெட் ${filed.body.ticket}-ஐப் பின்தொடருங்கள்</a>`);

    const admin = await createUser({ roles: ['ROLE_ADMIN'] });
    const answered = await call('PATCH', filed.body['@id'], {
      as: admin,
      body: { status: 'resolved', reply: 'The photograph has been removed.' },
      headers: { 'Content-Type': 'application/merge-patch+json' },
    });
    expect(answered.status).toBe(200);
    const reply = await lastMailTo('lakshmi@example.com');
    expect(reply.subject).toBe(`உங்கள் புகார் ${filed.body.ticket}: தீர்க்கப்பட்டது`);
    expect(reply.text).toContain('எங்கள் பதில்:');
    expect(reply.text).toContain('The photograph has been removed.'); // the officer's own words, as written
  });

  it("an account's chosen language wins over the page's; English stays the spec's", async () => {
    const member = await createUser();
    await speaksTamil(member.email);
    const filed = await call('POST', '/api/grievances', {
      body: complaint(member.email),
      headers: { [PEER_HEADER]: nextIp(), 'Accept-Language': 'en-IN' },
    });
    expect((await lastMailTo(member.email)).subject).toBe(`உங்கள் புகார் ${filed.body.ticket} பெறப்பட்டது`);

    const english = await call('POST', '/api/grievances', {
      body: complaint('ravi@example.com'),
      headers: { [PEER_HEADER]: nextIp() },
    });
    const ack = await lastMailTo('ravi@example.com');
    expect(ack.subject).toBe(`Your complaint ${english.body.ticket} has been received`);
    expect(ack.text).toContain(
      'Our Grievance Officer acknowledges it within 24 hours and resolves it within 15 days.',
    );
  });
});
