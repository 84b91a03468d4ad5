import * as schema from '@/db/schema';

/**
 * The resource registry: one entry per master-data list. The admin screens, their forms, the
 * JSON-LD API, CSV export, the seed and the API documentation are all driven from these entries,
 * so a sixteenth list is one more entry here. Labels and messages are the spec's, word for word.
 */
type FieldType = 'text' | 'integer';

export type MasterField = {
  /** Property name on the wire (JSON-LD) and in forms. */
  name: string;
  /** Property of the Drizzle table that stores it. */
  column: 'name' | 'nameTa' | 'amount' | 'validity' | 'contacts' | 'number' | 'semesters';
  type: FieldType;
  /** Column heading in lists and label in forms. */
  label: string;
  /** Message when the field is empty; absent for optional fields (an empty optional text is stored as null). */
  requiredMessage?: string;
  /** Inclusive bounds for integers. */
  min?: number;
  max?: number;
  /** How lists show the value. */
  display?: 'inr';
  align?: 'left' | 'center' | 'right';
  /** What a new record's form starts with (spec's defaults); empty when absent. */
  initial?: number;
};

export type MasterResource = {
  /** Path segment of the admin screen: /admin/{key}. */
  key: string;
  /** Collection segment of the API: /api/{collection}. */
  collection: string;
  /** Hydra class name. */
  shortName: string;
  /** Screen title. */
  title: string;
  emptyMessage: string;
  table:
    | typeof schema.castes
    | typeof schema.batches
    | typeof schema.stars
    | typeof schema.raasis
    | typeof schema.membersPlans
    | typeof schema.courses
    | typeof schema.semesters;
  /**
   * Who uses the list. Matrimony lists: every signed-in user reads active rows, administrators
   * write. College lists (courses, semesters, ...): only college staff and administrators read or
   * write them (lib/data/master-data.ts).
   */
  audience?: 'matrimony' | 'college';
  /** First field is the name field: what dropdowns show and what must be unique. */
  fields: [MasterField, ...MasterField[]];
  /** UI: how the admin form sends an edit. PATCH (merge-patch) unless the spec's screen used PUT. */
  updateMethod?: 'PATCH' | 'PUT';
};

function nameField(name: string, label: string, requiredMessage: string): MasterField {
  return { name, column: 'name', type: 'text', label, requiredMessage };
}

function lookup(
  key: string,
  collection: string,
  shortName: string,
  table: MasterResource['table'],
  field: string,
  label: string,
  emptyMessage: string,
  requiredMessage: string,
  extra: MasterField[] = [],
): MasterResource {
  return {
    key,
    collection,
    shortName,
    title: label,
    emptyMessage,
    table,
    fields: [nameField(field, label, requiredMessage), ...extra],
  };
}

/**
 * Every matrimony list's name in Tamil (issue 24): optional, trimmed, as long as the name may be;
 * Tamil pages show it where there is one (lib/data/lookup-lists.ts, lib/data/profiles/display.ts),
 * English pages keep the name. The spec's own fields keep their order and labels, and its lists their
 * columns: this one follows them in the form, the API and the administrator's list (a column filtered,
 * sorted, searched and exported like the name).
 */
const tamilName: MasterField = {
  name: 'nameTa',
  column: 'nameTa',
  type: 'text',
  label: 'Name in Tamil',
};

/** The matrimony lists: each one's fields, then the name in Tamil. */
const withTamilNames = (resources: MasterResource[]): MasterResource[] =>
  resources.map((resource) => ({ ...resource, fields: [...resource.fields, tamilName] }));

const traditionalNumber = (max: number): MasterField => ({
  name: 'number',
  column: 'number',
  type: 'integer',
  label: 'Number',
  min: 1,
  max,
  align: 'center',
});

/**
 * A course's length in semesters (a three-year degree: 6, the form's start) and a semester's
 * number, which orders the semesters: a student, fee or payment beyond its course's length is
 * refused (lib/data/college/semester-limits.ts).
 */
const semesterCount = (
  column: 'semesters' | 'number',
  label: string,
  requiredMessage: string,
  initial?: number,
): MasterField => ({
  name: column,
  column,
  type: 'integer',
  label,
  requiredMessage,
  min: 1,
  max: MAX_SEMESTERS,
  align: 'center',
  ...(initial !== undefined && { initial }),
});

/** The most semesters a course may have (db/schema.ts checks the same range). */
const MAX_SEMESTERS = 20;

export const masterResources: MasterResource[] = withTamilNames([
  // The spec's annual-income screen replaces the record with PUT; the others patch.
  {
    ...lookup(
      'annualincome',
      'annualincomes',
      'AnnualIncome',
      schema.annualIncomes,
      'annualIncome',
      'Annual Income',
      'No Annualincome',
      'Enter Annual Income!',
    ),
    updateMethod: 'PUT',
  },
  lookup('caste', 'castes', 'Caste', schema.castes, 'caste', 'Caste', 'No Caste', 'Enter Caste!'),
  lookup('diet', 'diets', 'Diet', schema.diets, 'diet', 'Diet', 'No Diet', 'Enter Diet!'),
  lookup('gender', 'genders', 'Gender', schema.genders, 'gender', 'Gender', 'No Gender', 'Enter Gender!'),
  lookup('height', 'heights', 'Height', schema.heights, 'height', 'Height', 'No Height.', 'Enter Height!'),
  lookup(
    'maritalstatus',
    'maritalstatuses',
    'MaritalStatus',
    schema.maritalStatuses,
    'maritalStatus',
    'Marital Status',
    'No Maritalstatus.',
    'Enter Marital Status!',
  ),
  {
    key: 'membersplan',
    collection: 'membersplans',
    shortName: 'MembersPlan',
    title: 'Members Plan',
    emptyMessage: 'No Membersplan.',
    table: schema.membersPlans,
    fields: [
      nameField('planName', 'Plan Name', 'Enter Plan Name!'),
      {
        name: 'amount',
        column: 'amount',
        type: 'integer',
        label: 'Amount(Rs)',
        requiredMessage: 'Enter Amount!',
        min: 0,
        max: 10_000_000,
        display: 'inr',
        align: 'right',
        initial: 0,
      },
      {
        name: 'validity',
        column: 'validity',
        type: 'integer',
        label: 'Validity(Days)',
        requiredMessage: 'Enter Validity in days!',
        min: 0,
        max: 36_500,
        align: 'center',
      },
      // How many contact details a member may reveal during the plan (lib/data/contact-reveals.ts).
      {
        name: 'contacts',
        column: 'contacts',
        type: 'integer',
        label: 'Contacts (0 = unlimited)',
        requiredMessage: 'Enter Contacts!',
        min: 0,
        max: 100_000,
        align: 'center',
        initial: 0,
      },
    ],
  },
  lookup(
    'mothertongue',
    'mothertongues',
    'MotherTongue',
    schema.motherTongues,
    'motherTongue',
    'Mother Tongue',
    'No Mothertongue.',
    'Enter Mother Tongue!',
  ),
  lookup(
    'occupation',
    'occupations',
    'Occupation',
    schema.occupations,
    'occupation',
    'Occupation',
    'No Occupation.',
    'Enter Occupation!',
  ),
  lookup(
    'paymentmode',
    'paymentmodes',
    'PaymentMode',
    schema.paymentModes,
    'paymentMode',
    'Payment Mode',
    'No Paymentmode.',
    'Enter Payment Mode!',
  ),
  lookup(
    'profession',
    'professions',
    'Profession',
    schema.professions,
    'profession',
    'Profession',
    'No Profession.',
    'Enter Profession!',
  ),
  lookup(
    'qualification',
    'qualifications',
    'Qualification',
    schema.qualifications,
    'qualification',
    'Qualification',
    'No Qualification.',
    'Enter Qualification!',
  ),
  lookup('raasi', 'raasis', 'Raasi', schema.raasis, 'raasi', 'Raasi', 'No Raasi.', 'Enter Raasi!', [
    traditionalNumber(12),
  ]),
  lookup('star', 'stars', 'Star', schema.stars, 'star', 'Star', 'No Star.', 'Enter Star!', [
    traditionalNumber(27),
  ]),
  lookup('weight', 'weights', 'Weight', schema.weights, 'weight', 'Weight', 'No Weight.', 'Enter Weight!'),
]);

/**
 * The college area's settings lists (issue 12): the same registry entries, screens and API, at
 * /college/{key}, readable and writable by college staff and administrators only.
 */
export const collegeResources: MasterResource[] = [
  lookup('course', 'courses', 'Course', schema.courses, 'course', 'Courses', 'No Course.', 'Enter Course!', [
    semesterCount('semesters', 'Semesters', 'Enter Semesters!', 6),
  ]),
  lookup(
    'semester',
    'semesters',
    'Semester',
    schema.semesters,
    'semester',
    'Semester',
    'No Semester.',
    'Enter Semester!',
    [semesterCount('number', 'Number', 'Enter Number!')],
  ),
  lookup('batch', 'batches', 'Batch', schema.batches, 'batch', 'Batch', 'No Batch.', 'Enter Batch!'),
  lookup(
    'feetype',
    'feetypes',
    'FeeType',
    schema.feeTypes,
    'feeType',
    'Fee Type',
    'No Feetype.',
    'Enter Fee Type!',
  ),
].map((resource) => ({ ...resource, audience: 'college' as const }));

/** Every registry entry, whichever area uses it: the API routes and its documentation. */
export const registryResources: MasterResource[] = [...masterResources, ...collegeResources];

export const isCollegeResource = (resource: MasterResource) => resource.audience === 'college';

export const masterResourceKeys = masterResources.map((r) => r.key);

export function findMasterResourceByKey(key: string): MasterResource | undefined {
  return masterResources.find((r) => r.key === key);
}

export function findMasterResourceByCollection(collection: string): MasterResource | undefined {
  return registryResources.find((r) => r.collection === collection);
}

export function findCollegeResourceByKey(key: string): MasterResource | undefined {
  return collegeResources.find((r) => r.key === key);
}

/** Admin menu path of a master-data screen. */
export const adminPath = (resource: MasterResource) => `/admin/${resource.key}`;

/**
 * A row's name as a page in `locale` shows it: on Tamil pages the name in Tamil where the row has
 * one, otherwise (and on English pages) the name.
 */
export function lookupName(
  resource: MasterResource,
  row: Readonly<Record<string, unknown>> | undefined,
  locale: string,
): string {
  if (!row) return '';
  const tamil = locale === 'ta' ? row.nameTa : null;
  if (typeof tamil === 'string' && tamil !== '') return tamil;
  const name = row[resource.fields[0].name];
  return name === null || name === undefined ? '' : String(name);
}
