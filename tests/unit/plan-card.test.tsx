import { screen } from '@testing-library/react';
import { PlanCard } from '@/components/plans/plan-card';
import type { PlanStatus } from '@/lib/data/plan-status';
import { renderWithMantine } from '../helpers/render';

const plan = (expiry: string): PlanStatus => ({
  planName: 'Gold',
  expiry,
  active: true,
  contacts: { total: 10, used: 2 },
});

afterEach(() => jest.useRealTimers());

/**
 * The "ends soon" line counts seven of India's days (the expiry's calendar). At 20:00 UTC on
 * 27 November it is already the 28th in India, so a plan ending on 5 December is within seven days;
 * UTC's date would still say the 27th and leave the line out until 05:30 IST.
 */
test('the plan card says the plan ends soon from India’s day, not UTC’s', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T20:00:00Z'), doNotFake: ['queueMicrotask'] });
  renderWithMantine(<PlanCard plan={plan('2026-12-05')} />);
  expect(screen.getByText(/Your plan ends on 05\/12\/2026/)).toBeInTheDocument();
});

test('the plan card does not say so eight days ahead in India', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T20:00:00Z'), doNotFake: ['queueMicrotask'] });
  renderWithMantine(<PlanCard plan={plan('2026-12-06')} />);
  expect(screen.getByText('Valid until 06/12/2026')).toBeInTheDocument();
  expect(screen.queryByText(/Your plan ends on/)).toBeNull();
});
