import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { DateField, parseShownDate } from '@/components/ui/date-field';
import { renderWithMantine, screen } from '../helpers/render';

/** Holds the value as a form would, and reports each change the API would receive. */
function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Expiry"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows an API day (YYYY-MM-DD) as dd/mm/yyyy', () => {
    renderWithMantine(<Harness initial="2027-03-31" onValue={jest.fn()} />);
    expect(screen.getByLabelText('Expiry')).toHaveValue('31/03/2027');
  });

  it('takes a typed dd/mm/yyyy day and gives YYYY-MM-DD', async () => {
    const onValue = jest.fn();
    renderWithMantine(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Expiry');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await userEvent.setup().type(input, '05/11/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-05'); // 5 November, not 11 May
  });

  it('reads only real days, day first', () => {
    expect(parseShownDate('31/02/2026')).toBeNull();
    expect(parseShownDate('2026-11-05')).toBeNull();
    expect(parseShownDate('5/11/2026')?.getMonth()).toBe(10);
  });
});
