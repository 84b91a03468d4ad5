/** @jest-environment node */
import { areaAction } from '@/lib/auth/actions';
import { getActor } from '@/lib/auth/session';
import { AppError } from '@/lib/errors';

// The session lookup needs a request; here the test decides who is signed in.
jest.mock('@/lib/auth/session', () => ({ getActor: jest.fn() }));
const signedIn = jest.mocked(getActor);

const member = { id: 1, email: 'm@example.com', roles: ['ROLE_MEMBER'] };
const admin = { id: 2, email: 'a@example.com', roles: ['ROLE_ADMIN'] };

describe('server actions of one area', () => {
  const body = jest.fn(async (_actor: unknown, name: string) => `saved ${name}`);
  const saveCaste = areaAction('admin', body);

  beforeEach(() => body.mockClear());

  it('refuses a member with 403 without running the action', async () => {
    signedIn.mockResolvedValue(member);
    expect(await saveCaste('Pillai')).toEqual({ ok: false, status: 403, error: 'Access Denied.' });
    expect(body).not.toHaveBeenCalled();
  });

  it('refuses a visitor with 401 without running the action', async () => {
    signedIn.mockResolvedValue(null);
    expect(await saveCaste('Pillai')).toMatchObject({ ok: false, status: 401 });
    expect(body).not.toHaveBeenCalled();
  });

  it('runs it for an administrator, passing the actor first', async () => {
    signedIn.mockResolvedValue(admin);
    expect(await saveCaste('Pillai')).toEqual({ ok: true, data: 'saved Pillai' });
    expect(body).toHaveBeenCalledWith(admin, 'Pillai');
  });

  it("turns the data layer's errors into a result the form can show", async () => {
    signedIn.mockResolvedValue(admin);
    const failing = areaAction('admin', async () => {
      throw AppError.conflict('Caste "Pillai" already exists.');
    });
    expect(await failing()).toEqual({ ok: false, status: 409, error: 'Caste "Pillai" already exists.' });
  });
});
