import { masterColumns } from '@/components/crud/columns';
import { toCsv } from '@/components/crud/csv-export';
import { formatInr } from '@/components/crud/format';
import { toPayload, type FormValues } from '@/components/crud/form-values';
import {
  apiFilterQuery,
  apiPageQuery,
  EMPTY_STATE,
  normalizeFilters,
  parseTableState,
  serializeTableState,
} from '@/components/crud/table-state';
import { describeResource } from '@/lib/resources/describe';
import { collegeResources, findMasterResourceByKey, masterResources } from '@/lib/resources/master-data';
import { formValidator } from '@/lib/validation/form';
import { masterSchema } from '@/lib/validation/master-data';

const caste = describeResource(findMasterResourceByKey('caste')!);
const plan = describeResource(findMasterResourceByKey('membersplan')!);
const casteColumns = masterColumns(caste.fields);
const planColumns = masterColumns(plan.fields);
/** The master-data form's rules: what it would send, checked with the API's schema (as the modal does). */
const masterFormValidator = (fields: typeof caste.fields) => (values: FormValues) =>
  formValidator(masterSchema(fields))(toPayload(fields, values));
const parse = (query: string, fields = casteColumns) => parseTableState(new URLSearchParams(query), fields);

describe('the list view in the URL', () => {
  it('reads page, size, sort, filters and search, and writes the same address back', () => {
    const query = 'q=pil&id=3&caste=ai&status=true&sort=caste%2C-id&page=2&size=50';
    const state = parse(query);
    expect(state).toEqual({
      pageIndex: 1,
      pageSize: 50,
      sorting: [
        { id: 'caste', desc: false },
        { id: 'id', desc: true },
      ],
      filters: [
        { id: 'id', value: '3' },
        { id: 'caste', value: 'ai' },
        { id: 'status', value: 'true' },
      ],
      q: 'pil',
    });
    expect(serializeTableState(state)).toBe(query);
  });

  it('falls back to page 1 of 10 and ignores what no column knows', () => {
    expect(parse('page=0&size=7&sort=password,-&status=maybe&planName=x')).toEqual(EMPTY_STATE);
    expect(parse('page=abc&size=1000').pageSize).toBe(1000);
    expect(serializeTableState(EMPTY_STATE)).toBe('');
  });

  it("drops cleared filters (MRT's select sends null when cleared)", () => {
    expect(
      normalizeFilters(
        [
          { id: 'status', value: null },
          { id: 'caste', value: '  ' },
          { id: 'id', value: 4 },
        ],
        casteColumns,
      ),
    ).toEqual([{ id: 'id', value: '4' }]);
  });
});

describe('the API query of a view', () => {
  it("uses the API's filter, order and paging parameters", () => {
    const query = apiPageQuery(
      parse('q=pil&caste=ai&status=false&sort=-caste&page=3&size=100'),
      casteColumns,
    )!;
    expect([...query]).toEqual([
      ['caste', 'ai'],
      ['status', 'false'],
      ['q', 'pil'],
      ['order[caste]', 'desc'],
      ['itemsPerPage', '100'],
      ['page', '3'],
    ]);
  });

  it('accepts amounts as the list shows them, and asks nothing when a number filter holds letters', () => {
    expect(apiFilterQuery(parse('amount=1,00,000', planColumns), planColumns)?.get('amount')).toBe('100000');
    expect(apiFilterQuery(parse('id=abc'), casteColumns)).toBeNull();
  });
});

describe('formatting and the form rules', () => {
  it('groups rupees the Indian way', () => {
    expect(formatInr(100000)).toBe('1,00,000');
    expect(formatInr(12345678)).toBe('1,23,45,678');
    expect(formatInr(0)).toBe('0');
    expect(formatInr(null)).toBe('');
  });

  it("gives the spec's messages, Symfony's for the rest, and keeps numbers in their bounds", () => {
    const checkCaste = masterFormValidator(caste.fields);
    const checkPlan = masterFormValidator(plan.fields);
    expect(checkCaste({ caste: '   ', status: true })).toEqual({ caste: 'Enter Caste!' });
    expect(checkCaste({ caste: 'x'.repeat(101), status: true })).toEqual({
      caste: 'This value is too long. It should have 100 characters or less.',
    });
    expect(checkPlan({ planName: '', amount: '', validity: '', status: true })).toEqual({
      planName: 'Enter Plan Name!',
      amount: 'Enter Amount!',
      validity: 'Enter Validity in days!',
      contacts: 'Enter Contacts!',
    });
    expect(checkPlan({ planName: 'Gold', amount: 0, validity: 30, contacts: 0, status: true })).toEqual({});
    expect(checkPlan({ planName: 'Gold', amount: -1, validity: 1.5, contacts: 40, status: true })).toEqual({
      amount: 'This value should be between 0 and 10000000.',
      validity: 'This value should be of type int.',
    });
  });

  it('sends trimmed text, numbers and status', () => {
    expect(
      toPayload(plan.fields, { planName: ' Gold ', amount: 500, validity: 30, contacts: 40, status: true }),
    ).toEqual({
      planName: 'Gold',
      amount: 500,
      validity: 30,
      contacts: 40,
      nameTa: null,
      status: true,
    });
    // The name in Tamil: trimmed; left empty (or blank) it is cleared (null), unlike a required name.
    expect(toPayload(plan.fields, { planName: ' ', nameTa: ' தங்கம் ', status: true })).toMatchObject({
      planName: '',
      nameTa: 'தங்கம்',
    });
    expect(toPayload(plan.fields, { planName: 'Gold', nameTa: '   ', status: true }).nameTa).toBeNull();
  });
});

describe('the CSV export', () => {
  it('writes dates as on screen and mobiles as text, and still defuses formulas that look like them', () => {
    const columns = [
      { name: 'mobile', label: 'Mobile', kind: 'text' },
      { name: 'expiry', label: 'Expiry', kind: 'date' },
      { name: 'date', label: 'Date', kind: 'datetime' },
    ] as const;
    const csv = toCsv(columns, [
      {
        id: 1,
        status: true,
        mobile: '+919876543210',
        expiry: '2026-03-01',
        date: '2026-11-25T20:00:00.000Z',
      },
      { id: 2, status: true, mobile: '+91 98765 43210', expiry: null, date: null },
      { id: 3, status: true, mobile: '="+919876543210"', expiry: '', date: '' },
      { id: 4, status: true, mobile: '+1+2', expiry: '', date: '' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Mobile,Expiry,Date',
      // 20:00 UTC is the next day in India, as the list shows it.
      '"=""+919876543210""",01/03/2026,26/11/2026',
      `"'+91 98765 43210",,`,
      `"'=""+919876543210""",,`,
      `"'+1+2",,`,
    ]);
  });

  it('has the headings and raw values, and defuses formulas', () => {
    const csv = toCsv(planColumns, [
      {
        id: 1,
        planName: 'Gold, yearly',
        amount: 100000,
        validity: 365,
        contacts: 40,
        nameTa: 'தங்கம்',
        status: true,
      },
      {
        id: 2,
        planName: '=HYPERLINK("x")',
        amount: 0,
        validity: 30,
        contacts: 0,
        nameTa: null,
        status: false,
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Id,Plan Name,Amount(Rs),Validity(Days),Contacts (0 = unlimited),Name in Tamil,Status',
      '1,"Gold, yearly",100000,365,40,தங்கம்,true',
      `2,"'=HYPERLINK(""x"")",0,30,0,,false`,
    ]);
  });
});

describe('what the server hands the browser', () => {
  it('is plain data: no Drizzle table, the column length, the update method', () => {
    const description = describeResource(findMasterResourceByKey('annualincome')!);
    expect(JSON.parse(JSON.stringify(description))).toEqual(description);
    expect(description).toEqual({
      key: 'annualincome',
      collection: 'annualincomes',
      title: 'Annual Income',
      emptyMessage: 'No Annualincome',
      updateMethod: 'PUT',
      fields: [
        {
          name: 'annualIncome',
          type: 'text',
          label: 'Annual Income',
          requiredMessage: 'Enter Annual Income!',
          maxLength: 100,
        },
        // Optional, as long as the name, after the spec's fields.
        { name: 'nameTa', type: 'text', label: 'Name in Tamil', maxLength: 100 },
      ],
    });
    expect(caste.updateMethod).toBe('PATCH');
  });
});

describe("the administrator's lists and the name in Tamil", () => {
  it("every matrimony list shows it after the spec's columns, as text; the college lists do not have it", () => {
    for (const resource of masterResources) {
      const { fields } = describeResource(resource);
      expect({ list: resource.key, headings: masterColumns(fields).map((c) => c.label) }).toEqual({
        list: resource.key,
        headings: ['Id', ...resource.fields.slice(0, -1).map((f) => f.label), 'Name in Tamil', 'Status'],
      });
      expect(masterColumns(fields).find((c) => c.name === 'nameTa')).toEqual({
        name: 'nameTa',
        label: 'Name in Tamil',
        kind: 'text',
      });
    }
    expect(masterResources).toHaveLength(15);
    for (const resource of collegeResources) {
      expect(masterColumns(describeResource(resource).fields).map((c) => c.name)).not.toContain('nameTa');
    }
  });

  it('is filtered and sorted like the name: in the address and in what the API is asked', () => {
    const state = parse('nameTa=%E0%AE%9A%E0%AF%88&sort=-nameTa');
    expect(state.filters).toEqual([{ id: 'nameTa', value: 'சை' }]);
    expect(state.sorting).toEqual([{ id: 'nameTa', desc: true }]);
    const query = apiFilterQuery(state, casteColumns)!;
    expect(query.get('nameTa')).toBe('சை');
    expect(query.get('order[nameTa]')).toBe('desc');
  });
});
