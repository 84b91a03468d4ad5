import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ConfirmHost } from '@/components/shell/confirm-host';
import { ToastHost } from '@/components/shell/toast-host';
import { SafetyActions } from '@/components/safety/safety-actions';
import { theme } from '@/components/theme';
import { PAGE_MESSAGES } from '@/lib/i18n/catalogues';
import { clientMessages, type ClientNamespace } from '@/lib/i18n/client-namespaces';
import { ENGLISH_VALIDATION } from '@/lib/i18n/spec-lookup';
import { jsonResponse, mockFetch } from '../helpers/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
afterEach(() => act(() => notifications.clean()));

/**
 * The spec's English texts (refusals, toasts) on a page's client components: an English page is
 * sent no `validation` namespace (about 16 kB), a Tamil one it and the English texts it is looked up
 * in, and a member reads the spec's English word for word, or its Tamil.
 */
// The candidate page's list (app/(app)/user/matches/[id]/page.tsx), where the safety dialogs are.
const CANDIDATE: ClientNamespace[] = [
  'interests',
  'matches',
  'member',
  'messages',
  'pdf',
  'plans',
  'porutham',
  'validation',
];

describe('the validation namespace of a page', () => {
  it('is sent empty to an English page, with the English texts to a Tamil one', () => {
    const english = clientMessages(PAGE_MESSAGES.en, 'en', CANDIDATE);
    expect(Object.keys(english).sort()).toEqual([...CANDIDATE].sort());
    expect(english.validation).toEqual({});
    const tamil = clientMessages(PAGE_MESSAGES.ta, 'ta', CANDIDATE);
    expect(Object.keys(tamil).sort()).toEqual([...CANDIDATE, ENGLISH_VALIDATION].sort());
    expect(tamil.validation).toBe(PAGE_MESSAGES.ta.validation);
    expect(tamil[ENGLISH_VALIDATION]).toBe(PAGE_MESSAGES.en.validation);
    // A list without it gets neither, in either language.
    expect(Object.keys(clientMessages(PAGE_MESSAGES.ta, 'ta', ['member']))).toEqual(['member']);
  });
});

const NAME = 'Kavya Raman';

function renderPage(locale: 'en' | 'ta') {
  const onError = jest.fn();
  render(
    <NextIntlClientProvider
      locale={locale}
      messages={clientMessages(PAGE_MESSAGES[locale], locale, CANDIDATE)}
      timeZone="Asia/Kolkata"
      onError={onError}
    >
      <MantineProvider theme={theme} env="test">
        <ToastHost />
        <ConfirmHost />
        <SafetyActions profileId={3} name={NAME} />
      </MantineProvider>
    </NextIntlClientProvider>,
  );
  return onError;
}

describe('the spec texts on a page sent only its own namespaces', () => {
  it.each([
    {
      locale: 'en' as const,
      words: {
        report: 'Report',
        details: 'Details',
        send: 'Send report',
        block: 'Block',
        blockTitle: `Block ${NAME}?`,
      },
      refusals: ['Select Reason!', 'Enter Details!'],
      short: 'Please describe what happened (at least 10 characters).',
      already: 'You have already blocked this member.',
    },
    {
      locale: 'ta' as const,
      words: {
        report: 'புகார் செய்',
        details: 'விவரங்கள்',
        send: 'புகாரை அனுப்பு',
        block: 'தடு',
        blockTitle: `${NAME} அவர்களைத் தடுக்கவா?`,
      },
      refusals: ['காரணத்தைத் தேர்ந்தெடுங்கள்!', 'விவரங்களை உள்ளிடுங்கள்!'],
      short: 'என்ன நடந்தது என்று விவரியுங்கள் (குறைந்தது 10 எழுத்துகள்).',
      already: 'இந்த உறுப்பினரை ஏற்கெனவே தடுத்துவிட்டீர்கள்.',
    },
  ])(
    '$locale: the form’s refusals and the API’s refusal in the page’s language, no message missing',
    async ({ locale, words, refusals, short, already }) => {
      mockFetch(() => jsonResponse({ 'hydra:description': 'You have already blocked this member.' }, 409));
      const user = userEvent.setup();
      const onError = renderPage(locale);

      await user.click(screen.getByRole('button', { name: words.report }));
      let dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: words.send }));
      for (const refusal of refusals) expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: words.details }), 'rude');
      await user.click(within(dialog).getByRole('button', { name: words.send }));
      expect(await within(dialog).findByText(short)).toBeInTheDocument();
      await user.keyboard('{Escape}');

      await user.click(screen.getByRole('button', { name: words.block }));
      dialog = await screen.findByRole('dialog', { name: words.blockTitle });
      await user.click(within(dialog).getByRole('button', { name: words.block }));
      expect(await screen.findByRole('alert')).toHaveTextContent(already);
      expect(onError).not.toHaveBeenCalled();
    },
  );
});
