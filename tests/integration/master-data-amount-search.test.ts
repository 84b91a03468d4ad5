/** @jest-environment node */
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'] });
});
afterAll(() => closeDb());

// The Search box sends q; the list shows amounts as "1,500" (en-IN), so q must match that too.
describe('searching plans by amount as the list shows it', () => {
  it('finds Rs 1,500 by "1,500" and by "1500", and Rs 1,00,000 by its Indian grouping', async () => {
    for (const [planName, amount] of [
      ['Qamt Silver', 1500],
      ['Qamt Gold', 100000],
      ['Qamt Other', 2600],
    ] as const) {
      expect(
        (
          await call('POST', '/api/membersplans', {
            as: admin,
            body: { planName, amount, validity: 30, status: true },
          })
        ).status,
      ).toBe(201);
    }
    const names = async (q: string) =>
      (await get(`/api/membersplans?q=${encodeURIComponent(q)}`, { as: admin })).body['hydra:member']
        .map((m: { planName: string }) => m.planName)
        .filter((name: string) => name.startsWith('Qamt')); // the seeded plans may share an amount
    expect(await names('1,500')).toEqual(['Qamt Silver']);
    expect(await names('1500')).toEqual(['Qamt Silver']);
    expect(await names('1,00,000')).toEqual(['Qamt Gold']);
    // A comma between words stays a comma: it does not turn text into a number search.
    expect(await names('Qamt, Gold')).toEqual([]);
  });
});
