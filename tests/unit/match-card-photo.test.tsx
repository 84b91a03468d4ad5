import { screen } from '@testing-library/react';
import { MatchCard, type MatchCardData } from '@/components/matches/match-card';
import { renderWithMantine } from '../helpers/render';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const card = (id: number, fullName: string): MatchCardData => ({
  id,
  fullName,
  age: '27',
  height: '5ft 4in',
  qualification: 'B.E',
  occupation: 'Engineer',
  place: 'Madurai',
  photo: null,
  score: null,
  level: null,
});

/**
 * The photo a phone paints first on the match page is the top card's (Lighthouse's LCP): it must
 * not wait for the lazy-loading layout pass; the cards further down still load when scrolled near.
 */
describe('match card photos', () => {
  it('loads the top cards’ photos at once and the others lazily', () => {
    renderWithMantine(
      <>
        <MatchCard match={card(1, 'Kavya Raman')} first />
        <MatchCard match={card(2, 'Divya Suresh')} />
      </>,
    );
    const [top, below] = screen.getAllByRole('img', { name: 'No photo' });
    expect(top).toHaveAttribute('loading', 'eager');
    expect(top).toHaveAttribute('fetchpriority', 'high');
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority');
  });
});
