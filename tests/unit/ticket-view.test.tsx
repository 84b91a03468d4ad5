import { screen } from '@testing-library/react';
import { TicketDetails, type TicketView } from '@/components/grievances/ticket-view';
import { renderWithMantine } from '../helpers/render';

/** The complainant's ticket page (issue 24): in the reader's language; what people wrote stays as written. */
const view: TicketView = {
  ticket: 'GRV-2026-00007',
  subject: 'photo_misuse',
  details: 'Profile 12 uses my photograph.',
  profile: '12',
  status: 'in_progress',
  createdAt: new Date('2026-11-20T04:30:00Z'),
  acknowledgeBy: new Date('2026-11-21T04:30:00Z'),
  resolveBy: new Date('2026-12-05T04:30:00Z'),
  replies: [
    {
      message: 'We are looking into it.',
      status: 'in_progress',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    },
  ],
};

it('reads in English as before', () => {
  renderWithMantine(<TicketDetails view={view} />);
  expect(screen.getByRole('heading', { name: 'Ticket GRV-2026-00007' })).toBeTruthy();
  expect(screen.getByText('Misuse of my photo')).toBeTruthy();
  expect(screen.getByText('Profile concerned: 12')).toBeTruthy();
  expect(
    screen.getByText(
      'Filed 20/11/2026, 10:00 · acknowledged by 21/11/2026, 10:00 · resolved by 05/12/2026, 10:00',
    ),
  ).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Replies' })).toBeTruthy();
  expect(screen.getAllByText(/In progress/)).toHaveLength(2);
});

it('reads in Tamil, keeping the ticket number, dates and what was written', () => {
  const { container } = renderWithMantine(<TicketDetails view={{ ...view, replies: [] }} />, {
    locale: 'ta',
  });
  expect(screen.getByRole('heading', { name: 'டிக்கெட் GRV-2026-00007' })).toBeTruthy();
  expect(screen.getByText('நடவடிக்கையில் உள்ளது')).toBeTruthy();
  expect(screen.getByText('என் புகைப்படத்தின் தவறான பயன்பாடு')).toBeTruthy();
  expect(screen.getByText('தொடர்புடைய சுயவிவரம்: 12')).toBeTruthy();
  expect(screen.getByText('இன்னும் பதில் இல்லை.')).toBeTruthy();
  expect(screen.getByText('Profile 12 uses my photograph.')).toBeTruthy();
  const text = container.textContent ?? '';
  expect(text).toContain('20/11/2026, 10:00');
  for (const english of [
    'Ticket',
    'Filed',
    'Replies',
    'No reply',
    'Profile concerned',
    'In progress',
    'Misuse',
  ])
    expect(text).not.toContain(english);
});
