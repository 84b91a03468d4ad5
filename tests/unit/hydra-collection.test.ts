/** @jest-environment node */
import { collectionBody, collectionBytes, searchOf } from '@/lib/hydra/collection';
import { resultOf } from '@/lib/data/list-query';
import type { ListField } from '@/lib/resources/list';

const adminFields: ListField[] = [
  { name: 'id', kind: 'id' },
  { name: 'fullName', kind: 'text' },
  { name: 'otp', kind: 'text' },
];
const memberFields = adminFields.filter((f) => f.name !== 'otp');
const members = [
  { '@id': '/api/profiles/7', '@type': 'Profile', id: 7, fullName: 'Meena "M" \\ S', note: null },
  { '@id': '/api/profiles/8', '@type': 'Profile', id: 8, fullName: 'மீனா சுந்தரம்', note: 'ü' },
];

function both(search: string, fields: ListField[], totalItems: number, page: number) {
  const options = {
    context: '/api/contexts/Profile',
    path: '/api/profiles',
    search: new URLSearchParams(search),
    result: resultOf(members, totalItems, {
      page,
      itemsPerPage: 30,
      paginated: true,
      offset: (page - 1) * 30,
    }),
    fields,
  };
  return {
    text: collectionBytes(
      options,
      members.map((m) => Buffer.from(JSON.stringify(m))),
    ).toString('utf8'),
    body: collectionBody({ ...options, members }),
  };
}

describe('collectionBytes, the text form of a collection with members serialized beforehand', () => {
  it.each([
    ['one page, no query: no view', '', 1, 1],
    ['a filtered single page: view with @id only', 'fullName=meena', 1, 1],
    ['a middle page: first, last, previous and next', 'fullName=a&page=2', 95, 2],
  ])('prints what collectionBody prints, in the same order (%s)', (_label, search, total, page) => {
    const { text, body } = both(search, adminFields, total, page);
    expect(JSON.parse(text)).toEqual(body);
    expect(Object.keys(JSON.parse(text))).toEqual(Object.keys(body));
    expect(text).toBe(JSON.stringify(body));
  });

  it('prints a member given in parts (a kept fragment, then what follows it) as the whole member', () => {
    const { text } = both('fullName=a&page=2', adminFields, 95, 2);
    const options = {
      context: '/api/contexts/Profile',
      path: '/api/profiles',
      search: new URLSearchParams('fullName=a&page=2'),
      result: resultOf(members, 95, { page: 2, itemsPerPage: 30, paginated: true, offset: 30 }),
      fields: adminFields,
    };
    const split = members.map((m) => {
      const json = Buffer.from(JSON.stringify(m));
      return [json.subarray(0, 10), json.subarray(10)];
    });
    expect(collectionBytes(options, split).toString('utf8')).toBe(text);
    expect(
      collectionBytes(options, [split[0], Buffer.from(JSON.stringify(members[1]))]).toString('utf8'),
    ).toBe(text);
  });

  it('keeps one hydra:search per list of fields: a member never sees the administrators’ otp filter', () => {
    const admin = JSON.parse(both('', adminFields, 1, 1).text)['hydra:search'];
    const member = JSON.parse(both('', memberFields, 1, 1).text)['hydra:search'];
    expect(admin['hydra:template']).toContain('otp');
    expect(member['hydra:template']).not.toContain('otp');
    expect(searchOf('/api/profiles', memberFields)).toEqual(member);
  });
});
