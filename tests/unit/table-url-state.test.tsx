import { act, renderHook } from '@testing-library/react';
import { EMPTY_STATE } from '@/components/crud/table-state';
import { useTableUrlState } from '@/components/crud/use-table-url-state';
import type { TableColumn } from '@/components/crud/columns';

// The router's view of the address: Next.js folds a replaceState into useSearchParams in a
// transition, so here it moves only when the test says (a busy machine's lag, as long as we like).
let routerQuery = '';
jest.mock('next/navigation', () => ({
  usePathname: () => '/admin/profile',
  useSearchParams: () => new URLSearchParams(routerQuery),
}));

const columns: TableColumn[] = [
  { name: 'id', label: 'Id', kind: 'id' },
  { name: 'fullName', label: 'Name', kind: 'text' },
  { name: 'expiry', label: 'Expiry', kind: 'date' },
];
const expiry = { id: 'expiry', value: { op: 'is' as const, from: '2027-03-30' } };

beforeEach(() => {
  routerQuery = '';
  window.history.replaceState(null, '', '/admin/profile');
});

describe('the list view in the address', () => {
  it('keeps a filter emptied before the router showed it set, while the router catches up', () => {
    const { result, rerender } = renderHook(() => useTableUrlState(columns));
    act(() => result.current[1]({ ...EMPTY_STATE, filters: [expiry] }));
    expect(window.location.search).toBe('?expiry%5Bis%5D=2027-03-30');
    expect(result.current[0].filters).toEqual([expiry]);

    // Emptied at once: the router still shows the address from before the filter.
    act(() => result.current[1]({ ...result.current[0], filters: [] }));
    expect(window.location.search).toBe('');
    expect(result.current[0].filters).toEqual([]);

    // The router catches up one address at a time, and writes the one it shows into the bar (as
    // Next.js's HistoryUpdater does): the filter comes back neither in the view nor in the bar.
    routerQuery = 'expiry%5Bis%5D=2027-03-30';
    window.history.replaceState(null, '', '/admin/profile?expiry%5Bis%5D=2027-03-30');
    rerender();
    expect(result.current[0].filters).toEqual([]);
    expect(window.location.search).toBe('');
    routerQuery = '';
    window.history.replaceState(null, '', '/admin/profile');
    rerender();
    expect(result.current[0].filters).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('follows an address it did not write (a link, Back)', () => {
    const { result, rerender } = renderHook(() => useTableUrlState(columns));
    act(() => result.current[1]({ ...EMPTY_STATE, q: 'anbu' }));
    routerQuery = 'q=anbu';
    rerender();
    expect(result.current[0].q).toBe('anbu');
    routerQuery = 'fullName=kavi';
    rerender();
    expect(result.current[0]).toEqual({ ...EMPTY_STATE, filters: [{ id: 'fullName', value: 'kavi' }] });
  });
});
