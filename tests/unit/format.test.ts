import { formatDate, formatDateTime, formatNumber, indianDay } from '@/lib/format';

describe('formatDateTime', () => {
  it('prints dd/mm/yyyy, hh:mm in Indian time, midnight as 00', () => {
    // 18:35 UTC is 00:05 the next day in India (UTC+5:30).
    expect(formatDateTime(new Date('2026-11-26T18:35:00Z'))).toBe('27/11/2026, 00:05');
    expect(formatDateTime(new Date('2026-11-26T08:00:00Z'))).toBe('26/11/2026, 13:30');
  });
});

describe('indianDay', () => {
  it("is the college's day in India, not the UTC day (the payment form's default date)", () => {
    // 19:00 UTC on the 26th is 00:30 on the 27th in India.
    expect(indianDay(new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-27');
    expect(indianDay(new Date('2026-11-26T18:29:00Z'))).toBe('2026-11-26');
    expect(indianDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('per language (issue 24)', () => {
  it('groups digits the Indian way in English and in Tamil', () => {
    for (const locale of ['en', 'ta']) {
      expect(formatNumber(12345678, locale)).toBe('1,23,45,678');
      expect(formatNumber(100000, locale)).toBe('1,00,000');
      expect(formatNumber(999, locale)).toBe('999');
    }
  });

  it('writes dates dd/mm/yyyy in both, in Indian time', () => {
    const moment = new Date('2026-11-26T18:35:00Z');
    for (const locale of ['en', 'ta']) {
      expect(formatDateTime(moment, locale)).toBe('27/11/2026, 00:05');
      expect(formatDate(moment, locale)).toBe('27/11/2026');
    }
  });
});
