/** @jest-environment node */
import { createTranslator } from 'next-intl';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { specKey, specText } from '@/lib/i18n/spec-text';
import { tooManyRequests } from '@/lib/data/rate-limit';
import {
  ACCOUNT_MESSAGES,
  changePasswordFormSchema,
  loginSchema,
  setPasswordFormSchema,
  staffSchema,
} from '@/lib/validation/account';
import { contactSchema } from '@/lib/validation/contact';
import { COMMON_PASSWORD_MESSAGE } from '@/lib/validation/common-passwords';
import { CONSENT_REQUIRED, registerWithConsentSchema } from '@/lib/validation/consent';
import { CONSTRAINT_MESSAGES } from '@/lib/validation/constraint-messages';
import { SIGN_IN_CODE_MESSAGES, signInCodeSchema } from '@/lib/validation/sign-in-code';
import { GRIEVANCE_SUBJECTS, grievanceSchema } from '@/lib/validation/grievance';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { PHOTO_TEXT } from '@/lib/resources/photo-text';
import { PROFILE_TEXT } from '@/lib/resources/profile-text';

const english = createTranslator({ locale: 'en', messages: en, namespace: 'validation' });
const tamil = createTranslator({ locale: 'ta', messages: ta, namespace: 'validation' });
const inTamil = (text: string) => specText(text, tamil);

/** Every message a schema gives for some wrong inputs. */
function messagesOf(schema: { safeParse: (v: unknown) => unknown }, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input) as { success: boolean; error?: { issues: { message: string }[] } };
    return result.success ? [] : result.error!.issues.map((i) => i.message);
  });
}

const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

describe("the spec's messages in the reader's language", () => {
  const listed = [
    ...Object.values(ACCOUNT_MESSAGES),
    SIGN_IN_CODE_MESSAGES.required,
    SIGN_IN_CODE_MESSAGES.why,
    SIGN_IN_CODE_MESSAGES.invalid,
    SIGN_IN_CODE_MESSAGES.format,
    CONSENT_REQUIRED,
    COMMON_PASSWORD_MESSAGE,
    CONSTRAINT_MESSAGES.notNull,
    CONSTRAINT_MESSAGES.unique,
    CONSTRAINT_MESSAGES.wholeNumber,
    CONSTRAINT_MESSAGES.tooLong(100),
    CONSTRAINT_MESSAGES.range(18, 70),
    ...messagesOf(loginSchema, [{}, { email: 'x', password: '' }]),
    ...messagesOf(registerWithConsentSchema, [{}, { email: 'a@b.in', password: 'abc', consent: false }]),
    ...messagesOf(registerWithConsentSchema, [{ email: 'a@b.in', password: 'x'.repeat(21), consent: true }]),
    ...messagesOf(contactSchema, [{}, { name: 'A', email: 'a@b.in', mobile: '12', message: 'm' }]),
    ...messagesOf(changePasswordFormSchema, [
      {},
      { currentpassword: '', newpassword: 'abcdefg', confirmpassword: 'x' },
    ]),
    ...messagesOf(setPasswordFormSchema, [{ password: 'abcdefg', confirmpassword: '' }]),
    ...messagesOf(staffSchema, [{ email: 'a@b.in', role: 'ROLE_ADMIN' }]),
    ...messagesOf(signInCodeSchema, ['12']),
  ];

  it('lists every message of the account screens, and English reads exactly as the spec', () => {
    expect(listed.length).toBeGreaterThan(30);
    for (const text of listed) {
      expect(specKey(text)).not.toBeNull();
      expect(specText(text, english)).toBe(text);
    }
  });

  it('reads each of them in Tamil', () => {
    for (const text of listed) {
      const said = inTamil(text);
      expect(said).not.toBe(text);
      expect(said).toMatch(TAMIL_LETTER);
    }
    expect(inTamil('Enter Email!')).toBe('மின்னஞ்சலை உள்ளிடுங்கள்!');
    expect(inTamil(ACCOUNT_MESSAGES.emailTaken)).toBe('இந்த மின்னஞ்சல் ஏற்கெனவே பதிவு செய்யப்பட்டுள்ளது!');
  });

  it('keeps the figures of a message with one', () => {
    expect(inTamil(CONSTRAINT_MESSAGES.tooLong(250))).toBe(
      'இது மிக நீளமானது. 250 எழுத்துகள் அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
    );
    expect(inTamil(CONSTRAINT_MESSAGES.range(18, 70))).toBe('இந்த மதிப்பு 18 முதல் 70 வரை இருக்க வேண்டும்.');
    expect(inTamil(tooManyRequests(300).message)).toBe(
      'பலமுறை முயன்றுவிட்டீர்கள். 5 நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள்.',
    );
    expect(inTamil(tooManyRequests(1).message)).toContain('1 வினாடி ');
  });

  it('passes other texts through unchanged (names, texts already in Tamil)', () => {
    expect(inTamil('Dinesh Krishnan')).toBe('Dinesh Krishnan');
    expect(inTamil('மின்னஞ்சலை உள்ளிடுங்கள்!')).toBe('மின்னஞ்சலை உள்ளிடுங்கள்!');
    expect(inTamil('Enter Email! ')).toBe('Enter Email! ');
  });
});

describe('the account, grievance and photo screens (issue 24 item 1, part 3)', () => {
  const listed = [
    // The two titles are the account pages' own (the `account` namespace, checked below).
    ...Object.entries(MEMBER_ACCOUNT_TEXT)
      .filter(([key]) => key !== 'title' && key !== 'dataTitle')
      .map(([, text]) => text),
    ...Object.values(GRIEVANCE_SUBJECTS),
    ...messagesOf(grievanceSchema, [
      {},
      {
        name: 'x'.repeat(101),
        email: 'a@b.in',
        subject: 'other',
        details: 'short',
        profile: 'p'.repeat(201),
      },
      { name: 'A', email: 'a@b.in', subject: 'other', details: 'x'.repeat(5001) },
    ]),
    ...Object.values(PHOTO_TEXT).filter((text) => typeof text === 'string'),
    PHOTO_TEXT.revokeBody('Kavitha'),
    PROFILE_TEXT.modalTitle,
    'Close',
    'Cancel',
  ];

  it('lists every message those screens show, English word for word', () => {
    expect(listed.length).toBeGreaterThan(50);
    for (const text of listed) {
      expect([text, specKey(text)]).not.toEqual([text, null]);
      expect(specText(text, english)).toBe(text);
    }
  });

  it('reads each of them in Tamil', () => {
    for (const text of listed) {
      const said = inTamil(text);
      expect([text, said]).not.toEqual([text, text]);
      expect(said).toMatch(TAMIL_LETTER);
    }
    expect(inTamil(MEMBER_ACCOUNT_TEXT.married)).toBe('வாழ்த்துகள்! உங்களுக்கு வரன் தேடல் முடிந்தது.');
    expect(inTamil(PHOTO_TEXT.revokeBody('Kavitha'))).toContain('Kavitha');
  });

  it("titles the account pages with the spec's words in English", () => {
    expect(en.account.title).toBe(MEMBER_ACCOUNT_TEXT.title);
    expect(en.account.dataTitle).toBe(MEMBER_ACCOUNT_TEXT.dataTitle);
    expect(ta.account.title).toMatch(TAMIL_LETTER);
  });
});
