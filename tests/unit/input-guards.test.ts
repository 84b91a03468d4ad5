/** @jest-environment node */
import { unknownMethodResponse } from '@/lib/http/request-guards';
import { isRealDay, isRealTimestamp } from '@/lib/validation/calendar';
import { assertNoNulInBody, isNestedDeeperThan, nulPathOf } from '@/lib/validation/nul';

describe('calendar days', () => {
  it.each([
    '2024-02-29',
    '2026-12-31',
    '0001-01-01',
    '2026-03-01T10:00:00Z',
    '2026-03-01 23:59:59.123+05:30',
    '2026-03-01T10:00',
  ])('%s exists', (v) => expect(isRealDay(v)).toBe(true));
  it.each([
    '2026-02-29',
    '2026-02-31',
    '2026-04-31',
    '0000-01-01',
    '2026-13-01',
    '2026-00-10',
    '2026-1-1',
    '99999-01-01',
    // Trailing junk and impossible times were once cut off, leaving a valid day.
    '2026-02-28 junk',
    '2026-02-28T25:00:00Z',
    '2026-02-28T10:60:00Z',
    '2026-02-28T10:00:61Z',
    '2026-02-28T10:00:00+24:00',
    '2026-02-28T',
  ])('%s does not', (v) => expect(isRealDay(v)).toBe(false));
  it('a timestamp needs a real day and a readable time', () => {
    expect(isRealTimestamp('2026-03-01T10:00:00Z')).toBe(true);
    expect(isRealTimestamp('2026-02-30T10:00:00Z')).toBe(false);
    expect(isRealTimestamp('2026-03-01T25:00:00Z')).toBe(false);
  });
});

describe('NUL characters', () => {
  it('names the first attribute, nested or in a key, that holds one', () => {
    expect(nulPathOf({ a: 'fine', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(nulPathOf({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(nulPathOf({ a: 'fine', n: 3, t: true, z: null })).toBeNull();
    expect(nulPathOf({ a: { x: 'y\u0000' }, ['b\u0000']: 1 })).toBe('a.x');
  });

  it('walks JSON nested 4,000 deep without overflowing, and refuses past 64 levels with 400', () => {
    const deep = JSON.parse('['.repeat(4000) + ']'.repeat(4000));
    expect(isNestedDeeperThan(deep)).toBe(true);
    expect(() => nulPathOf(deep)).not.toThrow();
    expect(() => assertNoNulInBody(deep)).toThrow('The body is nested more than 64 levels deep.');
    const deepObject = JSON.parse('{"a":'.repeat(4000) + '1' + '}'.repeat(4000));
    expect(() => assertNoNulInBody(deepObject)).toThrow(expect.objectContaining({ status: 400 }));
    const sixtyFour = JSON.parse('['.repeat(64) + ']'.repeat(64));
    expect(isNestedDeeperThan(sixtyFour)).toBe(false);
    expect(() => assertNoNulInBody({ a: sixtyFour.slice(0) })).toThrow();
    expect(() => assertNoNulInBody(sixtyFour)).not.toThrow();
  });
});

describe('request guards', () => {
  it('refuses unknown methods with 405 and Allow, and lets the usual ones through', () => {
    expect(unknownMethodResponse('GET', '/login')).toBeNull();
    expect(unknownMethodResponse('TRACE', '/login')?.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(unknownMethodResponse('PROPFIND', '/api/castes')?.status).toBe(405);
  });
});
