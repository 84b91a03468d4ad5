/** @jest-environment node */
import { db } from '@/db/client';
import { enquiries } from '@/db/schema';
import type { Actor } from '@/lib/auth/roles';
import { call, get } from '../helpers/api';
import { closeDb, resetDatabase } from '../helpers/db';
import { createUser } from '../helpers/users';

let admin: Actor;
let member: Actor;
const enquiryIds: number[] = [];

beforeAll(async () => {
  await resetDatabase();
  admin = await createUser({ roles: ['ROLE_ADMIN'], email: 'boss@example.com' });
  member = await createUser({ email: 'meena@example.com' });
  await createUser({ email: 'sleeper@example.com', activated: false });
  for (const [i, name] of ['Arun', 'Divya', 'Karthik'].entries()) {
    const [row] = await db
      .insert(enquiries)
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        mobile: '+919876543210',
        message: `Question ${i} about plans`,
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })
      .returning();
    enquiryIds.push(row.id);
  }
});
afterAll(() => closeDb());

describe('/api/users', () => {
  it('lists accounts for administrators, filtered and ordered, never with a password hash', async () => {
    const all = await get('/api/users?order[email]=asc', { as: admin });
    expect(all.status).toBe(200);
    expect(all.body['hydra:totalItems']).toBe(3);
    expect(all.body['hydra:member'].map((u: { email: string }) => u.email)).toEqual([
      'boss@example.com',
      'meena@example.com',
      'sleeper@example.com',
    ]);
    expect(all.body['hydra:member'][1]).toEqual({
      '@id': `/api/users/${member.id}`,
      '@type': 'User',
      id: member.id,
      email: 'meena@example.com',
      roles: ['ROLE_MEMBER'],
      activated: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/),
    });
    expect(all.text).not.toMatch(/argon2|password/i);
    expect(
      (await get('/api/users?activated=false', { as: admin })).body['hydra:member'].map(
        (u: { email: string }) => u.email,
      ),
    ).toEqual(['sleeper@example.com']);
    expect((await get('/api/users?q=meena', { as: admin })).body['hydra:totalItems']).toBe(1);
    const one = await get(`/api/users/${member.id}`, { as: admin });
    expect(one.body['@context']).toBe('/api/contexts/User');
    expect(one.text).not.toMatch(/argon2|password/i);
  });

  it('is for administrators only, and read-only', async () => {
    expect((await get('/api/users')).status).toBe(401);
    expect((await get('/api/users', { as: member })).status).toBe(403);
    expect((await get(`/api/users/${member.id}`, { as: member })).status).toBe(403);
    expect((await get('/api/users/999999', { as: admin })).status).toBe(404);
    const post = await call('POST', '/api/users', { as: admin, body: { email: 'x@y.z' } });
    expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET']);
    const patch = await call('PATCH', `/api/users/${member.id}`, {
      as: admin,
      body: { roles: ['ROLE_ADMIN'] },
    });
    expect([patch.status, patch.headers.get('allow')]).toEqual([405, 'GET']);
  });
});

describe('/api/enquiries', () => {
  it('lists the contact messages newest first, by handled and by q, and marks them handled', async () => {
    const list = await get('/api/enquiries', { as: admin });
    expect(list.status).toBe(200);
    expect(list.body['hydra:member'].map((e: { name: string }) => e.name)).toEqual([
      'Karthik',
      'Divya',
      'Arun',
    ]);
    expect(list.body['hydra:member'][2]).toEqual({
      '@id': `/api/enquiries/${enquiryIds[0]}`,
      '@type': 'Enquiry',
      id: enquiryIds[0],
      name: 'Arun',
      email: 'arun@example.com',
      mobile: '+919876543210',
      message: 'Question 0 about plans',
      handled: false,
      createdAt: '2026-01-01T00:00:00+00:00',
    });
    const marked = await call('PATCH', `/api/enquiries/${enquiryIds[1]}`, {
      as: admin,
      body: { handled: true, name: 'ignored' },
    });
    expect(marked.status).toBe(200);
    expect([marked.body.handled, marked.body.name]).toEqual([true, 'Divya']);
    expect(
      (await get('/api/enquiries?handled=true', { as: admin })).body['hydra:member'].map(
        (e: { name: string }) => e.name,
      ),
    ).toEqual(['Divya']);
    expect((await get('/api/enquiries?handled=false&q=arun', { as: admin })).body['hydra:totalItems']).toBe(
      1,
    );
    const paged = await get('/api/enquiries?itemsPerPage=1&page=2', { as: admin });
    expect(paged.body['hydra:view']['hydra:last']).toBe('/api/enquiries?itemsPerPage=1&page=3');
    expect((await get(`/api/enquiries/${enquiryIds[2]}`, { as: admin })).body.name).toBe('Karthik');
  });

  it('refuses members, bad bodies and methods it does not have', async () => {
    expect((await get('/api/enquiries')).status).toBe(401);
    expect((await get('/api/enquiries', { as: member })).status).toBe(403);
    expect(
      (await call('PATCH', `/api/enquiries/${enquiryIds[0]}`, { as: member, body: { handled: true } }))
        .status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/enquiries/${enquiryIds[0]}`, { as: admin, body: { handled: 'yes' } }))
        .status,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/enquiries/${enquiryIds[0]}`, { as: admin, body: { handled: null } })).status,
    ).toBe(422);
    expect(
      (
        await call('PATCH', `/api/enquiries/${enquiryIds[0]}`, {
          as: admin,
          body: { handled: true },
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(415);
    expect(
      (await call('PATCH', '/api/enquiries/999999', { as: admin, body: { handled: true } })).status,
    ).toBe(404);
    expect((await call('POST', '/api/enquiries', { as: admin, body: { name: 'x' } })).status).toBe(405);
    expect((await call('DELETE', `/api/enquiries/${enquiryIds[0]}`, { as: admin })).status).toBe(405);
    expect((await get(`/api/enquiries/${enquiryIds[0]}`, { as: admin })).body.handled).toBe(false);
  });
});
