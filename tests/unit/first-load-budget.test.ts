import { budgetOf, overBudget, type FirstLoad } from '../../scripts/first-load-js';

const row = (route: string, gzipKb: number): FirstLoad => ({
  route,
  raw: gzipKb * 3 * 1024,
  gzip: gzipKb * 1024,
  chunks: 9,
});

test('public pages have 150 kB, member pages 200 kB, staff screens no budget (issue 28)', () => {
  expect(budgetOf('/')).toBe(150 * 1024);
  expect(budgetOf('/login')).toBe(150 * 1024);
  expect(budgetOf('/grievance/ticket')).toBe(150 * 1024);
  expect(budgetOf('/user/dashboard')).toBe(200 * 1024);
  expect(budgetOf('/user/matches/[id]')).toBe(200 * 1024);
  expect(budgetOf('/admin/[entity]')).toBeNull();
  expect(budgetOf('/college/dashboard')).toBeNull();
  expect(budgetOf('/invoices/[id]')).toBeNull();
  // A public page whose name merely starts like a staff area is still public.
  expect(budgetOf('/administration-fees')).toBe(150 * 1024);
});

test('a route over its budget is named with its size; one within it or a staff screen is not', () => {
  expect(
    overBudget([
      row('/login', 151),
      row('/register', 150),
      row('/user/dashboard', 201),
      row('/user/matches', 199),
      row('/admin/[entity]', 400),
    ]),
  ).toEqual(['/login: 151 kB gzipped, budget 150 kB', '/user/dashboard: 201 kB gzipped, budget 200 kB']);
});
