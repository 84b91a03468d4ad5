import { nextRunAfter, parseSchedule } from '@/lib/jobs/schedule';

/** Schedules of the job runner (lib/jobs): local times are Asia/Kolkata, UTC+05:30. */
describe('job schedules', () => {
  it('runs a daily job at the next 07:00 in Kolkata', () => {
    // 2026-11-26 00:00 UTC is 05:30 in Kolkata: 07:00 IST that day is 01:30 UTC.
    expect(nextRunAfter('daily 07:00', new Date('2026-11-26T00:00:00Z')).toISOString()).toBe(
      '2026-11-26T01:30:00.000Z',
    );
    // Exactly at 07:00 IST the next run is the following day.
    expect(nextRunAfter('daily 07:00', new Date('2026-11-26T01:30:00Z')).toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    );
    // 23:00 UTC is already 04:30 the next day in Kolkata.
    expect(nextRunAfter('daily 07:00', new Date('2026-11-26T23:00:00Z')).toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    );
  });

  it('runs a weekly job on its weekday in Kolkata', () => {
    // Thursday 2026-11-26; the next Monday is 2026-11-30.
    expect(nextRunAfter('weekly mon 07:00', new Date('2026-11-26T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
    // Sunday 20:00 UTC is Monday 01:30 in Kolkata: the run is that same Monday morning.
    expect(nextRunAfter('weekly mon 07:00', new Date('2026-11-29T20:00:00Z')).toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
    // Right after Monday's run, the next is a week later.
    expect(nextRunAfter('weekly mon 07:00', new Date('2026-11-30T01:30:00Z')).toISOString()).toBe(
      '2026-12-07T01:30:00.000Z',
    );
  });

  it('runs an interval job that many minutes later', () => {
    expect(nextRunAfter('every 15 minutes', new Date('2026-11-26T00:00:00Z')).toISOString()).toBe(
      '2026-11-26T00:15:00.000Z',
    );
  });

  it('refuses a schedule it cannot read', () => {
    for (const bad of ['daily 7:00', 'daily 24:00', 'weekly monday 07:00', 'every 0 minutes', 'hourly']) {
      expect(() => parseSchedule(bad)).toThrow(/not one of/);
    }
  });
});
