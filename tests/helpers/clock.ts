/**
 * Sets the wall clock (Date) to `now` and fakes nothing else: the database drivers' timers, ticks and
 * microtasks keep running, so integration tests can ask "what is today?" at an hour of their choosing
 * (e.g. 20:00 UTC, already tomorrow in India) while queries still complete.
 */
export function setWallClock(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
