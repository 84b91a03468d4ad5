import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PoruthamCalculator } from '@/app/(app)/user/porutham/porutham-calculator';
import { renderWithMantine } from '../helpers/render';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }), usePathname: () => '/user/porutham' }));

const none = { brideStar: null, brideRaasi: null, groomStar: null, groomRaasi: null };

describe('PoruthamCalculator', () => {
  beforeEach(() => replace.mockClear());

  it('shows the ten results, the score and the verdict for a pair from the URL', () => {
    renderWithMantine(
      <PoruthamCalculator initial={{ brideStar: 1, brideRaasi: 1, groomStar: 10, groomRaasi: 5 }} />,
    );
    expect(screen.getByTestId('porutham-score')).toHaveTextContent('6.5/10');
    expect(screen.getByTestId('porutham-level')).toHaveTextContent('Not recommended: Rajju');
    const rows = within(screen.getByRole('table', { name: 'Porutham results' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Dina.*No$/),
      expect.stringMatching(/^Gana.*Medium$/),
      expect.stringMatching(/^Mahendra.*Good$/),
      expect.stringMatching(/^Sthree Deergham.*Medium$/),
      expect.stringMatching(/^Yoni.*Medium$/),
      expect.stringMatching(/^Rasi.*Good$/),
      expect.stringMatching(/^Rasi Adhipathi.*Good$/),
      expect.stringMatching(/^Vasya.*Good$/),
      expect.stringMatching(/^Rajju.*No$/),
      expect.stringMatching(/^Vedhai.*Good$/),
    ]);
  });

  it('names a pair by its level, never "recommended" beside a poor score', () => {
    // Ashwini/Mesham bride, Mirugasirisham/Rishabam groom: Rajju and Vedhai pass, the score is 4.
    renderWithMantine(
      <PoruthamCalculator initial={{ brideStar: 1, brideRaasi: 1, groomStar: 5, groomRaasi: 2 }} />,
    );
    expect(screen.getByTestId('porutham-score')).toHaveTextContent('4/10');
    expect(screen.getByTestId('porutham-level')).toHaveTextContent('Adhamam (poor)');
    expect(document.body.textContent).not.toMatch(/recommended/i);
  });

  it('fixes a raasi the star never falls in from the URL', () => {
    renderWithMantine(
      <PoruthamCalculator initial={{ brideStar: 10, brideRaasi: 1, groomStar: 2, groomRaasi: 1 }} />,
    );
    expect(screen.getByRole('combobox', { name: "Bride's raasi" })).toHaveDisplayValue('5. Simmam');
  });

  it("names stars and raasis in the page's language, from the one list the papers print (pdf.stars, pdf.raasis)", () => {
    const pair = { brideStar: 10, brideRaasi: 5, groomStar: 2, groomRaasi: 1 };
    renderWithMantine(<PoruthamCalculator initial={pair} />, { locale: 'ta' });
    const boxes = screen.getAllByRole('combobox') as HTMLSelectElement[];
    expect(boxes.map((box) => box.selectedOptions[0].textContent)).toEqual([
      '10. மகம்',
      '5. சிம்மம்',
      '2. பரணி',
      '1. மேஷம்',
    ]);
  });

  it('waits for both stars, offers only the raasis of the chosen star, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderWithMantine(<PoruthamCalculator initial={none} />);
    expect(screen.getByText('Choose both stars to see the ten poruthams.')).toBeInTheDocument();
    const brideStar = screen.getByRole('combobox', { name: "Bride's star" });
    const brideRaasi = screen.getByRole('combobox', { name: "Bride's raasi" });
    // Nothing chosen: each shows its placeholder, and a raasi waits for its star.
    expect(brideStar).toHaveDisplayValue('Choose a star');
    expect(brideRaasi).toHaveDisplayValue('Choose the star first');
    expect(brideRaasi).toBeDisabled();
    expect(within(brideStar).getAllByRole('option')).toHaveLength(27);

    await user.selectOptions(brideStar, '3. Karthigai');
    expect(brideRaasi).toBeEnabled();
    expect(brideRaasi).toHaveDisplayValue('1. Mesham');
    expect(
      within(brideRaasi)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1. Mesham', '2. Rishabam']);
    await user.selectOptions(brideRaasi, '2. Rishabam');

    await user.selectOptions(screen.getByRole('combobox', { name: "Groom's star" }), '2. Bharani');
    expect(replace).toHaveBeenLastCalledWith(
      '/user/porutham?brideStar=3&brideRaasi=2&groomStar=2&groomRaasi=1',
      { scroll: false },
    );
    expect(screen.getByTestId('porutham-score')).toBeInTheDocument();
    expect(screen.getByText('Count 27 in different raasis')).toBeInTheDocument();
  });
});
