import { dateFilterApiParams, formatDay } from '@/components/crud/date-filter';
import { addDays, formatDate, formatDateTime, formatNumber, indianDay, indianMidnight } from '@/lib/format';

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

describe("India's days (one implementation for plans, dashboards, views, alerts and list filters)", () => {
  it('adds days across month and year ends and leap days, and goes back with a negative count', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-28', 365)).toBe('2027-11-28');
  });

  it("starts a day at India's midnight, 18:30 UTC the day before", () => {
    expect(indianMidnight('2026-11-28')).toBe('2026-11-28T00:00:00+05:30');
    expect(new Date(indianMidnight('2026-11-28')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });

  it("a list's date filter on a timestamp runs from India's midnight to the next", () => {
    expect(dateFilterApiParams('createdAt', 'datetime', { op: 'is', from: '2026-12-31' })).toEqual([
      ['createdAt[after]', '2026-12-31T00:00:00+05:30'],
      ['createdAt[strictly_before]', '2027-01-01T00:00:00+05:30'],
    ]);
    expect(
      dateFilterApiParams('createdAt', 'datetime', { op: 'between', from: '2026-02-01', to: '2026-02-28' }),
    ).toEqual([
      ['createdAt[after]', '2026-02-01T00:00:00+05:30'],
      ['createdAt[strictly_before]', '2026-03-01T00:00:00+05:30'],
    ]);
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
  });
});
