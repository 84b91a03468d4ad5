import { enquiryListFields, userListFields } from '@/lib/resources/account-lists';
import { masterResources } from '@/lib/resources/master-data';
import { masterListFields } from '@/lib/resources/master-list';
import type { ListField } from '@/lib/resources/list';
import { PROFILE_COLLECTION, PROFILE_SHORT_NAME, profileFields, profileListFields } from '@/lib/resources/profile';
import { PROFILE_VIEW_FIELDS } from '@/lib/data/profile-view-fields';
import { MATCH_QUERY_VARIABLES } from '@/lib/matching/match-query';
import { MATCH_COLLECTION, MATCH_SHORT_NAME } from '@/lib/matching/match-resource';
import type { CollectionMethod, ItemMethod } from './endpoints/types';

/**
 * Every resource the API serves, described once for the entrypoint, the JSON-LD contexts,
 * docs.jsonld and the OpenAPI description, from the same registries the data layer uses.
 */
export type ApiRange = 'xmls:string' | 'xmls:integer' | 'xmls:boolean' | 'xmls:date' | 'xmls:dateTime';

export type ApiProperty = {
  name: string;
  /** A scalar range, or the short name of the class a link points to. */
  range: ApiRange;
  link?: string;
  required: boolean;
  readable: boolean;
  writable: boolean;
  description: string;
};

export type ApiClass = {
  shortName: string;
  collection: string;
  /** The class's IRI where it is not "#ShortName" (MediaObject is schema.org's). */
  iri?: string;
  title: string;
  description: string;
  properties: ApiProperty[];
  collectionMethods: CollectionMethod[];
  itemMethods: ItemMethod[];
  listFields: ListField[];
  /** POST body type when it is not JSON (uploads). */
  postContentType?: string;
  /** Query parameters of a collection whose filters are not its list fields' (the matches). */
  searchVariables?: { variable: string; property: string | null }[];
};

const idProperty: ApiProperty = { name: 'id', range: 'xmls:integer', required: false, readable: true, writable: false, description: 'The identifier.' };

function masterClasses(): ApiClass[] {
  return masterResources.map((resource) => ({
    shortName: resource.shortName,
    collection: resource.collection,
    title: resource.title,
    description: `${resource.title} (master data). Members read active rows; administrators read and write all.`,
    properties: [
      idProperty,
      ...resource.fields.map((field) => ({
        name: field.name,
        range: (field.type === 'text' ? 'xmls:string' : 'xmls:integer') as ApiRange,
        required: !!field.requiredMessage,
        readable: true,
        writable: true,
        description: field.label,
      })),
      { name: 'status', range: 'xmls:boolean', required: false, readable: true, writable: true, description: 'Active (shown to members).' },
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    listFields: masterListFields(resource),
  }));
}

const shortNameOf = (collection: string) => masterResources.find((r) => r.collection === collection)?.shortName;

const RANGES: Record<string, ApiRange> = {
  integer: 'xmls:integer',
  boolean: 'xmls:boolean',
  date: 'xmls:date',
  datetime: 'xmls:dateTime',
};

function profileClass(): ApiClass {
  return {
    shortName: PROFILE_SHORT_NAME,
    collection: PROFILE_COLLECTION,
    title: 'Profile',
    description:
      'A member profile. Administrators read and write all; a member reads and writes only their own. ' +
      'The collection embeds referenced master data as objects; items and writes use IRIs.',
    properties: [
      idProperty,
      ...profileFields.map((field) => ({
        name: field.name,
        range: RANGES[field.type] ?? 'xmls:string',
        link: field.type === 'relation' ? shortNameOf(field.collection!) : undefined,
        required: !!field.requiredMessage,
        readable: true,
        writable: !field.readOnly,
        description: field.label,
      })),
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    listFields: profileListFields(),
  };
}

/** A candidate for the signed-in member: another member's public view, with the porutham of the two. */
function matchClass(): ApiClass {
  return {
    shortName: MATCH_SHORT_NAME,
    collection: MATCH_COLLECTION,
    title: 'Match',
    description:
      'A candidate for the signed-in member (mobile-verified, active profile): another member of the other gender, ' +
      'active and verified, in the public view (no mobile, otp, plan or account), with the porutham of the two. ' +
      'The collection starts from the member\'s Looking For preferences; query parameters change or clear them.',
    properties: [
      idProperty,
      ...PROFILE_VIEW_FIELDS.member.map((field) => ({
        name: field.name,
        range: RANGES[field.type] ?? 'xmls:string',
        link: field.type === 'relation' ? shortNameOf(field.collection!) : undefined,
        required: false,
        readable: true,
        writable: false,
        description: field.label,
      })),
      readOnlyProperty('porutham', 'xmls:string', 'The ten-porutham compatibility: {score (0..10), recommended, items: [{key, name, result, reason}]}.'),
    ],
    collectionMethods: ['GET'],
    itemMethods: ['GET'],
    listFields: [],
    searchVariables: MATCH_QUERY_VARIABLES.filter((v) => v !== 'page' && v !== 'itemsPerPage').map((variable) => ({
      variable,
      property: variable.replace(/\[\]$/, '').replace(/^order\[(\w+)\]$/, '$1').replace(/\[(gte|lte)\]$/, ''),
    })),
  };
}

function mediaObjectClass(): ApiClass {
  return {
    shortName: 'MediaObject',
    collection: 'media_objects',
    iri: 'https://schema.org/MediaObject',
    title: 'MediaObject',
    description: 'An uploaded photo (JPEG, PNG, WebP, GIF) or horoscope (PDF), at most 10 MB.',
    properties: [
      { name: 'contentUrl', range: 'xmls:string', required: false, readable: true, writable: false, description: 'Where the file is served.' },
      { name: 'file', range: 'xmls:string', required: true, readable: false, writable: true, description: 'The file (multipart/form-data field "file").' },
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'DELETE'],
    listFields: [],
    postContentType: 'multipart/form-data',
  };
}

const readOnlyProperty = (name: string, range: ApiRange, description: string): ApiProperty => ({
  name,
  range,
  required: false,
  readable: true,
  writable: false,
  description,
});

function accountClasses(): ApiClass[] {
  return [
    {
      shortName: 'Enquiry',
      collection: 'enquiries',
      title: 'Enquiry',
      description: 'A message sent through the public contact form. Administrators only.',
      properties: [
        idProperty,
        readOnlyProperty('name', 'xmls:string', 'Name'),
        readOnlyProperty('email', 'xmls:string', 'Your email'),
        readOnlyProperty('mobile', 'xmls:string', 'Phone'),
        readOnlyProperty('message', 'xmls:string', 'Message'),
        { name: 'handled', range: 'xmls:boolean', required: false, readable: true, writable: true, description: 'Answered by the team.' },
        readOnlyProperty('createdAt', 'xmls:dateTime', 'Sent'),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET', 'PATCH'],
      listFields: enquiryListFields,
    },
    {
      shortName: 'User',
      collection: 'users',
      title: 'User',
      description: 'An account (never its password). Administrators only; read-only.',
      properties: [
        idProperty,
        readOnlyProperty('email', 'xmls:string', 'E-mail'),
        readOnlyProperty('roles', 'xmls:string', 'Roles (ROLE_ADMIN, ROLE_MEMBER, ROLE_COLLEGE)'),
        readOnlyProperty('activated', 'xmls:boolean', 'Activated by the e-mailed link'),
        readOnlyProperty('createdAt', 'xmls:dateTime', 'Registered'),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET'],
      listFields: userListFields,
    },
  ];
}

let classes: ApiClass[] | undefined;

export function apiClasses(): ApiClass[] {
  classes ??= [...masterClasses(), profileClass(), matchClass(), mediaObjectClass(), ...accountClasses()];
  return classes;
}

export const findApiClass = (shortName: string) => apiClasses().find((c) => c.shortName === shortName);

/** The entrypoint's key for a class: its short name with a lower-case first letter. */
export const entrypointKey = (shortName: string) => shortName[0].toLowerCase() + shortName.slice(1);
