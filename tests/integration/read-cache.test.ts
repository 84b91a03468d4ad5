/** @jest-environment node */
import { cacheDependsOn, cachedRead, invalidateTableCache, readCacheReady } from '@/lib/data/read-cache';
import { closeDb, resetDatabase } from '../helpers/db';

beforeAll(() => resetDatabase());
afterAll(() => closeDb());

/** A load that counts its runs and finishes only when told to. */
function gatedLoad<T>(value: T) {
  let runs = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  return {
    load: async () => {
      runs += 1;
      await gate;
      return value;
    },
    open: () => open(),
    runs: () => runs,
  };
}

describe('the read cache', () => {
  it('lets readers that miss at the same time share one load, then serves them from memory', async () => {
    await cachedRead('t_share', 'warm', async () => 0); // LISTEN confirmed
    expect(readCacheReady()).toBe(true);
    const gated = gatedLoad(['a', 'b']);
    const readers = Array.from({ length: 16 }, () => cachedRead('t_share', 'page', gated.load));
    await new Promise((r) => setTimeout(r, 10));
    gated.open();
    const values = await Promise.all(readers);
    expect(gated.runs()).toBe(1);
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toEqual(['a', 'b']);
    const again = gatedLoad(['c']);
    expect(await cachedRead('t_share', 'page', again.load)).toEqual(['a', 'b']);
    expect(again.runs()).toBe(0);
  });

  it('does not hand a load that a write overtook to readers who come after the write', async () => {
    const before = gatedLoad('before the write');
    const first = cachedRead('t_write', 'k', before.load);
    await new Promise((r) => setTimeout(r, 10));
    invalidateTableCache('t_write');
    const after = gatedLoad('after the write');
    const second = cachedRead('t_write', 'k', after.load);
    before.open();
    after.open();
    expect(await first).toBe('before the write');
    expect(await second).toBe('after the write');
    expect([before.runs(), after.runs()]).toEqual([1, 1]);
    // Only the load that started after the write was kept.
    expect(await cachedRead('t_write', 'k', async () => 'reloaded')).toBe('after the write');
  });

  it('lets a failed load fail its readers and the next reader try again', async () => {
    const failing = cachedRead('t_fail', 'k', async () => Promise.reject(new Error('database down')));
    await expect(failing).rejects.toThrow('database down');
    expect(await cachedRead('t_fail', 'k', async () => 'back')).toBe('back');
  });

  it('drops what depends on a table with it, and keeps each cache to its own size', async () => {
    cacheDependsOn('t_pages', ['t_rows']);
    await cachedRead('t_rows', 'ids', async () => [1, 2, 3]);
    for (let i = 0; i < 150; i++) await cachedRead('t_pages', `page ${i}`, async () => i, 100);
    // 150 pages pushed out the oldest pages only, not the ids kept for the table they are built from
    expect(await cachedRead('t_rows', 'ids', async () => 'reloaded')).toEqual([1, 2, 3]);
    expect(await cachedRead('t_pages', 'page 0', async () => 'rebuilt')).toBe('rebuilt');
    expect(await cachedRead('t_pages', 'page 149', async () => 'rebuilt')).toBe(149);
    invalidateTableCache('t_rows');
    expect(await cachedRead('t_pages', 'page 149', async () => 'rebuilt')).toBe('rebuilt');
    expect(await cachedRead('t_rows', 'ids', async () => 'reloaded')).toBe('reloaded');
  });
});
