import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { SafetyActions } from '@/components/safety/safety-actions';
import { UnblockButton } from '@/components/safety/unblock-button';
import { jsonResponse, mockFetch, renderWithMantine } from '../helpers/render';

const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

/**
 * A Tamil member's safety dialogs (Report, Block, Unblock): every word they show is Tamil, the
 * member's name aside, the refusals of the form and of the API included.
 */
const NAME = 'Kavya Raman';

/** What an element shows and names (its text, its fields' labels and placeholders), without the name. */
function latinIn(element: HTMLElement): string[] {
  const named = [...element.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((node) =>
    ['aria-label', 'placeholder', 'title'].map((attribute) => node.getAttribute(attribute) ?? ''),
  );
  const words = [element.textContent ?? '', ...named].join(' ').replaceAll(NAME, ' ');
  return words.match(/[A-Za-z]{2,}/g) ?? [];
}

const toast = () => screen.findByRole('alert');

describe('the safety dialogs in Tamil', () => {
  it('Report: title, words, reasons and the form’s refusal are Tamil', async () => {
    mockFetch(() => jsonResponse({}, 201));
    const user = userEvent.setup();
    renderWithMantine(<SafetyActions profileId={3} name={NAME} />, { locale: 'ta' });
    expect(screen.getByRole('button', { name: 'தடு' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'புகார் செய்' }));
    const dialog = await screen.findByRole('dialog', { name: `${NAME} மீது புகார் செய்` });
    expect(within(dialog).getByText(/புகார் செய்தவர் யார் என்று Kavya Raman/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ரத்து செய்' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'மூடு' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'விவரங்கள்' })).toBeInTheDocument();

    // Sent empty: the schema's refusals, read in Tamil.
    await user.click(within(dialog).getByRole('button', { name: 'புகாரை அனுப்பு' }));
    // Each field says what it lacks: a reason, details (not "at least 10 characters" for none).
    expect(await within(dialog).findByText('காரணத்தைத் தேர்ந்தெடுங்கள்!')).toBeInTheDocument();
    expect(within(dialog).getByText('விவரங்களை உள்ளிடுங்கள்!')).toBeInTheDocument();
    expect(latinIn(dialog)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'விவரங்கள்' }), 'rude');
    await user.click(within(dialog).getByRole('button', { name: 'புகாரை அனுப்பு' }));
    expect(
      await within(dialog).findByText('என்ன நடந்தது என்று விவரியுங்கள் (குறைந்தது 10 எழுத்துகள்).'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'விவரங்கள்' }));

    await user.click(within(dialog).getByRole('textbox', { name: 'காரணம்' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'போலியான சுயவிவரம்',
      'ஏற்கனவே திருமணமானவர்',
      'பொருத்தமற்ற புகைப்படம்',
      'தொல்லை',
      'பணம் கேட்கிறார்',
      'மற்றவை',
    ]);
    await user.click(options[3]);
    await user.type(within(dialog).getByRole('textbox', { name: 'விவரங்கள்' }), 'keeps asking for money');
    await user.click(within(dialog).getByRole('button', { name: 'புகாரை அனுப்பு' }));
    expect(await toast()).toHaveTextContent(/^நன்றி. எங்கள் குழு உங்கள் புகாரைப் பரிசீலிக்கும்/);
  });

  it('Block: the question, what follows, its buttons, the API’s refusal and the toast are Tamil', async () => {
    let refuse = true;
    mockFetch(() =>
      refuse
        ? jsonResponse({ 'hydra:description': 'You have already blocked this member.' }, 409)
        : jsonResponse({}, 201),
    );
    const user = userEvent.setup();
    renderWithMantine(<SafetyActions profileId={3} name={NAME} />, { locale: 'ta' });
    await user.click(screen.getByRole('button', { name: 'தடு' }));
    const dialog = await screen.findByRole('dialog', { name: `${NAME} அவர்களைத் தடுக்கவா?` });
    expect(within(dialog).getByText(/^நீங்களும் Kavya Raman அவர்களும் இனி எங்கும்/)).toBeInTheDocument();
    expect(latinIn(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'தடு' }));
    expect(await toast()).toHaveTextContent('இந்த உறுப்பினரை ஏற்கெனவே தடுத்துவிட்டீர்கள்.');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'தடு' }));
    expect(await screen.findByText(`${NAME} தடுக்கப்பட்டார்.`)).toBeInTheDocument();
    expect(push).toHaveBeenCalledWith('/user/blocked');
  });

  it('Unblock: the button, the question and what follows are Tamil; Cancel closes it', async () => {
    const calls = mockFetch(() => jsonResponse(null, 204));
    const user = userEvent.setup();
    renderWithMantine(<UnblockButton blockId={7} name={NAME} />, { locale: 'ta' });
    await user.click(screen.getByRole('button', { name: 'தடையை நீக்கு' }));
    let dialog = await screen.findByRole('dialog', { name: `${NAME} அவர்கள் மீதான தடையை நீக்கவா?` });
    expect(within(dialog).getByText(/மீண்டும் ஒருவரையொருவர் பார்ப்பீர்கள்/)).toBeInTheDocument();
    expect(latinIn(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'ரத்து செய்' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'தடையை நீக்கு' }));
    dialog = await screen.findByRole('dialog', { name: `${NAME} அவர்கள் மீதான தடையை நீக்கவா?` });
    await user.click(within(dialog).getByRole('button', { name: 'தடையை நீக்கு' }));
    expect(await screen.findByText(`${NAME} மீதான தடை நீக்கப்பட்டது.`)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/blocks/7']);
  });
});
