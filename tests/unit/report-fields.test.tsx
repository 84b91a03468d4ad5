import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { ReportMessage } from '@/components/messages/report-message';
import { SafetyActions } from '@/components/safety/safety-actions';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';
import { MODERATION_MESSAGES, reportSchema } from '@/lib/validation/moderation';
import { REPORT_FIELD_TEXT, reportFieldErrors } from '@/lib/validation/report-reasons';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

/**
 * The two Report dialogs (a member's, components/safety; a message's, components/messages) check
 * their fields alike and say so in the same words: each missing field its own message, "at least
 * 10 characters" only for details written too short, and nothing sent until both are right.
 */
describe('reportFieldErrors', () => {
  it('names each missing field, and the short details, as the server does', () => {
    expect(reportFieldErrors(null, '')).toEqual({ reason: 'selectReason', details: 'enterDetails' });
    expect(reportFieldErrors('nonsense', 'He keeps asking for money.')).toEqual({ reason: 'selectReason' });
    expect(reportFieldErrors('other', '   ')).toEqual({ details: 'enterDetails' });
    expect(reportFieldErrors('other', '  123456789  ')).toEqual({ details: 'reportDetailsShort' });
    expect(reportFieldErrors('other', '  1234567890  ')).toEqual({});
    // The server's schema agrees, field by field.
    for (const [reason, details] of [
      [null, 'He keeps asking for money.'],
      ['other', ' '],
      ['other', '  123456789  '],
      ['other', '1234567890'],
    ] as const) {
      const refused = reportSchema.safeParse({ reason, details });
      const first = refused.success
        ? {}
        : { [String(refused.error.issues[0].path[0])]: refused.error.issues[0].message };
      const mine = reportFieldErrors(reason, details);
      expect(first).toEqual(
        Object.fromEntries(Object.entries(mine).map(([field, key]) => [field, REPORT_FIELD_TEXT[key]])),
      );
    }
  });

  it('is worded once: the dialogs’ copy is the server’s English and its one Tamil', () => {
    expect(MODERATION_MESSAGES.detailsShort).toBe(REPORT_FIELD_TEXT.reportDetailsShort);
    for (const key of Object.keys(REPORT_FIELD_TEXT) as (keyof typeof REPORT_FIELD_TEXT)[]) {
      expect(en.messages[key]).toBe(REPORT_FIELD_TEXT[key]);
      expect(en.validation[key]).toBe(REPORT_FIELD_TEXT[key]);
      expect(ta.messages[key]).toBe(ta.validation[key]);
    }
  });
});

type Dialog = {
  name: string;
  open: (locale: 'en' | 'ta') => Promise<HTMLElement>;
  details: RegExp;
  send: RegExp;
  url: string;
};

const WORDS = {
  en: {
    reason: 'Select Reason!',
    details: 'Enter Details!',
    short: 'Please describe what happened (at least 10 characters).',
  },
  ta: {
    reason: 'காரணத்தைத் தேர்ந்தெடுங்கள்!',
    details: 'விவரங்களை உள்ளிடுங்கள்!',
    short: 'என்ன நடந்தது என்று விவரியுங்கள் (குறைந்தது 10 எழுத்துகள்).',
  },
};

const DIALOGS: Dialog[] = [
  {
    name: 'a message’s Report',
    open: async (locale) => {
      renderWithMantine(<ReportMessage conversationId={4} messageId={9} />, { locale });
      await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Report' : 'புகார் செய்' }));
      return screen.findByRole('dialog');
    },
    details: /What happened\?|என்ன நடந்தது/,
    send: /^(Report|புகார் செய்)$/,
    url: 'POST /api/conversations/4/messages/9/report',
  },
  {
    name: 'a member’s Report',
    open: async (locale) => {
      renderWithMantine(<SafetyActions profileId={3} name="Kavya Raman" />, { locale });
      await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Report' : 'புகார் செய்' }));
      return screen.findByRole('dialog');
    },
    details: /Details|விவரங்கள்/,
    send: /^(Send report|புகாரை அனுப்பு)$/,
    url: 'POST /api/reports',
  },
];

describe.each(DIALOGS)('$name', ({ open, details: detailsName, send: sendName, url }) => {
  it.each(['en', 'ta'] as const)(
    'in %s: each field’s message, the 10 characters, nothing sent until right',
    async (locale) => {
      const words = WORDS[locale];
      const calls = mockFetch(() => jsonResponse({}, 201));
      const user = userEvent.setup();
      const dialog = await open(locale);
      const send = () => user.click(within(dialog).getByRole('button', { name: sendName }));
      const reason = within(dialog).getByRole('textbox', { name: /Reason|காரணம்/ });
      const details = within(dialog).getByRole('textbox', { name: detailsName });

      await send();
      expect(within(dialog).getByText(words.reason)).toBeInTheDocument();
      expect(within(dialog).getByText(words.details)).toBeInTheDocument();
      expect(within(dialog).queryByText(words.short)).not.toBeInTheDocument();

      // Nine characters, padded with spaces: too short, and the reason still missing.
      await user.type(details, '  123456789  ');
      expect(within(dialog).queryByText(words.details)).not.toBeInTheDocument();
      await send();
      expect(within(dialog).getByText(words.short)).toBeInTheDocument();
      expect(within(dialog).getByText(words.reason)).toBeInTheDocument();
      expect(details).toHaveAttribute('aria-invalid', 'true');

      await user.click(reason);
      await user.click((await screen.findAllByRole('option'))[3]);
      expect(within(dialog).queryByText(words.reason)).not.toBeInTheDocument();
      // The details' message stays until they change.
      expect(within(dialog).getByText(words.short)).toBeInTheDocument();
      await send();
      expect(within(dialog).getByText(words.short)).toBeInTheDocument();
      expect(reason).not.toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(0);

      await user.type(details, '0');
      await send();
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(`${calls[0].method} ${calls[0].url}`).toBe(url);
      expect(calls[0].body).toMatchObject({ reason: 'harassment', details: '123456789  0' });
    },
  );
});
