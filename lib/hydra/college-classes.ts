import { collegeEntities, collegeListFields, placed, type CollegeField } from '@/lib/resources/college';
import { findMasterResourceByCollection } from '@/lib/resources/master-data';
import { SCHEMA_NAME, type ApiClass, type ApiProperty, type ApiRange } from './api-classes';

/**
 * The college collections (issue 12) in the API documentation, read from the registry
 * (lib/resources/college.ts): college staff and administrators only. Reports are not documented.
 */
const RANGE: Record<CollegeField['kind'], ApiRange> = {
  id: 'xmls:integer',
  text: 'xmls:string',
  phone: 'xmls:string',
  email: 'xmls:string',
  lookup: 'xmls:string',
  rupees: 'xmls:integer',
  date: 'xmls:date',
  status: 'xmls:boolean',
  flag: 'xmls:boolean',
  integer: 'xmls:integer',
  datetime: 'xmls:dateTime',
  items: 'rdf:JSON',
};

/** The class a lookup links to: a settings list's or another college entity's. */
const linkedClass = (collection: string) =>
  findMasterResourceByCollection(collection)?.shortName ??
  collegeEntities.find((e) => e.collection === collection)?.shortName;

function property(field: CollegeField): ApiProperty {
  const link = field.kind === 'lookup' ? linkedClass(field.collection!) : undefined;
  return {
    name: field.name,
    range: RANGE[field.kind],
    required: field.requiredMessage !== undefined,
    readable: true,
    writable: !field.readOnly && field.kind !== 'id',
    description: field.description ?? field.label,
    ...(link && { link }),
    ...(field.isName && { iri: SCHEMA_NAME }),
  };
}

export function collegeClasses(): ApiClass[] {
  return collegeEntities
    .filter((entity) => !entity.report)
    .map((entity) => ({
      collection: entity.collection,
      shortName: entity.shortName,
      title: entity.shortName,
      description: entity.description,
      properties: entity.fields.filter((f) => placed(f, 'api')).map(property),
      collectionMethods: ['GET', 'POST'],
      itemMethods: entity.itemMethods ?? ['GET', 'PATCH'],
      listFields: collegeListFields(entity),
    }));
}

const setting = (name: string, description: string, range: ApiRange = 'xmls:string'): ApiProperty => ({
  name,
  range,
  required: false,
  readable: true,
  writable: name !== 'updatedAt',
  description,
});

/**
 * GET/PATCH /api/college_settings (issue 27 item 1): the institution as one resource at one path,
 * no collection and no id. College staff and administrators read and change it.
 */
export const collegeSettingsClass: ApiClass = {
  shortName: 'CollegeSettings',
  collection: 'college_settings',
  title: 'CollegeSettings',
  description:
    'The institution as its receipts, CSV exports and the college pages show it. College staff and administrators read it and change it with a merge patch (null puts a field back to its default).',
  properties: [
    setting('name', 'The college’s name (default "College")'),
    setting('address', 'Postal address, a few lines'),
    setting('phone', 'Phone in international form (+91...), or empty'),
    setting('email', 'E-mail address, or empty'),
    setting('logo', 'The logo’s contentUrl, an image uploaded through POST /api/media_objects, or empty'),
    setting('registration', 'Registration number or GSTIN, printed under the name'),
    setting('receiptFooter', 'Printed at the foot of every receipt'),
    setting('updatedAt', 'Last changed', 'xmls:dateTime'),
  ],
  collectionMethods: [],
  itemMethods: ['GET', 'PATCH'],
  listFields: [],
  computed: { path: '/api/college_settings', parameters: [] },
};
