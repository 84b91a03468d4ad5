/** @jest-environment node */
import { grievanceAcknowledgementMail, grievanceReplyMail } from '@/lib/mail/grievance-messages';
import {
  interestAcceptedMail,
  interestReceivedMail,
  interestsGatheredMail,
} from '@/lib/mail/interest-messages';
import { newMessageMail } from '@/lib/mail/message-messages';
import { photoApprovedMail, reportDecidedMail } from '@/lib/mail/notice-messages';
import {
  activationMail,
  confirmEmailMail,
  emailChangedMail,
  resetPasswordMail,
  type Recipient,
} from '@/lib/mail/messages';
import {
  accountRestoredMail,
  accountSuspendedByBureauMail,
  accountSuspendedMail,
  memberWarnedMail,
  photoRejectedMail,
  profileHiddenMail,
  profileRestoredMail,
} from '@/lib/mail/moderation-messages';
import { photoRequestGrantedMail, photoRequestedMail } from '@/lib/mail/photo-request-messages';
import { planExpiringMail } from '@/lib/mail/plan-messages';
import { failedSignInsMail, signInCodeMail } from '@/lib/mail/sign-in-messages';

/**
 * Every member-facing e-mail, built for an English and a Tamil reader: the English one keeps the
 * words it always had (its subject here), the Tamil one is Tamil throughout (subject, text, HTML),
 * with the same links and the figures and names it was given.
 */
const officer = { name: 'R. Devi', email: 'grievance@example.com', phone: '+91 44 1234 5678' };
type Build = (to: Recipient) => { to: string; subject: string; text: string; html: string };
const MAILS: [string, Build, string][] = [
  [
    'activation',
    (to) => activationMail(to, 'https://t.example/activate?token=a'),
    'Activate your Thirumanam registration',
  ],
  [
    'reset',
    (to) => resetPasswordMail(to, 'https://t.example/reset-password?token=r', 60),
    'Choose a new Thirumanam password',
  ],
  [
    'confirm e-mail',
    (to) => confirmEmailMail(to, 'https://t.example/confirm-email?token=c', 24),
    'Confirm your new Thirumanam sign-in e-mail',
  ],
  [
    'e-mail changed',
    (to) => emailChangedMail(to, 'new@example.com'),
    'Your Thirumanam sign-in e-mail was changed',
  ],
  ['sign-in code', (to) => signInCodeMail(to, '042917', 10), 'Your Thirumanam sign-in code: 042917'],
  ['failed sign-ins', (to) => failedSignInsMail(to, 10, 15), 'Failed sign-ins on your Thirumanam account'],
  [
    'interest received',
    (to) => interestReceivedMail(to, 'Arun Kumar'),
    'Arun Kumar sent you an interest on Thirumanam',
  ],
  [
    'interest accepted',
    (to) => interestAcceptedMail(to, 'Meena S'),
    'Meena S accepted your interest on Thirumanam',
  ],
  [
    'interests gathered',
    (to) => interestsGatheredMail(to, ['A', 'B', 'C']),
    '3 members sent you interests on Thirumanam',
  ],
  ['message', (to) => newMessageMail(to, 'Arun Kumar', 7), 'You have a new message from Arun Kumar'],
  ['plan', (to) => planExpiringMail(to, 'Gold', '2026-12-04'), 'Your Thirumanam plan ends on 04/12/2026'],
  [
    'photo requested',
    (to) => photoRequestedMail(to, 'Arun Kumar'),
    'Arun Kumar asks to see your photos on Thirumanam',
  ],
  [
    'photo granted',
    (to) => photoRequestGrantedMail(to, 'Meena S', 4),
    'Meena S shows you their photos on Thirumanam',
  ],
  ['photo rejected', (to) => photoRejectedMail(to, 'A group photo.'), 'Your photo was not approved'],
  ['photo approved', (to) => photoApprovedMail(to), 'Your photo was approved'],
  ['report acted on', (to) => reportDecidedMail(to, true), 'Your report was reviewed'],
  ['report not acted on', (to) => reportDecidedMail(to, false), 'Your report was reviewed'],
  ['warned', (to) => memberWarnedMail(to, 'Rude messages.'), 'A warning about your profile'],
  ['hidden', (to) => profileHiddenMail(to, 'Fake profile.'), 'Your profile is hidden'],
  ['suspended', (to) => accountSuspendedMail(to, 'Fake profile.'), 'Your account is suspended'],
  [
    'suspended by the team',
    (to) => accountSuspendedByBureauMail(to, 'Fake profile.'),
    'Your account is suspended',
  ],
  ['profile restored', (to) => profileRestoredMail(to, 'Checked.'), 'Your profile is visible again'],
  ['account restored', (to) => accountRestoredMail(to, 'Checked.'), 'Your account is restored'],
  [
    'grievance received',
    (to) =>
      grievanceAcknowledgementMail(to, { ticket: 'GRV-2026-00001', link: 'https://t.example/g', officer }),
    'Your complaint GRV-2026-00001 has been received',
  ],
  [
    'grievance reply',
    (to) =>
      grievanceReplyMail(to, {
        ticket: 'GRV-2026-00001',
        status: 'in_progress',
        reply: 'Looking.',
        link: 'https://t.example/g',
        officer,
      }),
    'Your complaint GRV-2026-00001: In progress',
  ],
];

const TAMIL = /[\u0B80-\u0BFF]/;
/** The text with what is not language (links, addresses, the brand, names, figures) taken out. */
const words = (text: string) =>
  text
    .replace(/https?:\/\/\S+|\S+@\S+|Thirumanam|Arun Kumar|Meena S|GRV-\d{4}-\d{5}|R\. Devi/g, ' ')
    .replace(/<[^>]+>|&#?\w+;/g, ' ');

describe.each(MAILS)('the %s e-mail', (_name, build, englishSubject) => {
  it('keeps its English words for an English reader', () => {
    const mail = build({ email: 'en@example.com', locale: 'en' });
    expect(mail.to).toBe('en@example.com');
    expect(mail.subject).toBe(englishSubject);
    expect(mail.text + mail.html).not.toMatch(TAMIL);
  });

  it('is in Tamil for a Tamil reader, with the same links and figures', () => {
    const en = build({ email: 'ta@example.com', locale: 'en' });
    const ta = build({ email: 'ta@example.com', locale: 'ta' });
    expect(ta.subject).toMatch(TAMIL);
    // No English sentence left: every line with letters in it carries Tamil (the administrator's
    // own words, quoted as written, aside).
    const lines = words(ta.text)
      .split('\n')
      .filter(
        (line) =>
          /[A-Za-z]{3}/.test(line) &&
          !/^(A group photo|Rude messages|Fake profile|Checked|Looking)\.$/.test(line.trim()),
      );
    for (const line of lines) expect(line).toMatch(TAMIL);
    expect(ta.html).toMatch(TAMIL);
    const links = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
    expect(links(ta.text)).toEqual(links(en.text));
    const figures = (text: string) => (text.match(/\d+/g) ?? []).sort();
    expect(figures(ta.subject)).toEqual(figures(en.subject));
  });
});
