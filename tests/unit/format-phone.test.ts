/** @jest-environment node */
import { formatPhone } from '@/lib/format-phone';

describe('formatPhone', () => {
  it('writes a stored number as people do', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+6591234567')).toBe('+65 9123 4567');
  });

  it('leaves a number it cannot read as it is', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('abc');
  });
});
