import { singletonClasses } from './singleton-classes';
import { enquiryListFields, userListFields } from '@/lib/resources/account-lists';
import {
  INTEREST_COLLECTION,
  PHOTO_REQUEST_COLLECTION,
  SHORTLIST_COLLECTION,
  interestListFields,
  photoRequestListFields,
  shortlistListFields,
} from '@/lib/resources/interest-lists';
import { isCollegeResource, registryResources } from '@/lib/resources/master-data';
import { masterListFields } from '@/lib/resources/master-list';
import type { ListField } from '@/lib/resources/list';
import {
  PROFILE_COLLECTION,
  PROFILE_SHORT_NAME,
  profileFields,
  profileListFields,
} from '@/lib/resources/profile';
import { PROFILE_VIEW_FIELDS } from '@/lib/data/profiles/view-fields';
import { MATCH_QUERY_VARIABLES } from '@/lib/matching/match-query';
import { MATCH_COLLECTION, MATCH_SHORT_NAME } from '@/lib/matching/match-resource';
import type { CollectionMethod, ItemMethod } from './endpoints/types';
import { bureauClasses } from './bureau-classes';
import { collegeClasses, collegeSettingsClass } from './college-classes';
import { grievanceClass } from './grievance-class';
import { invoiceClasses } from './invoice-classes';
import { memberToolClasses } from './member-tools-classes';
import { messageClasses } from './message-classes';
import { notificationClass } from './notification-class';
import { moderationClasses } from './moderation-classes';
import { poruthamApiClass } from './porutham-class';

/**
 * Every resource the API serves, described once for the entrypoint, the JSON-LD contexts,
 * docs.jsonld and the OpenAPI description, from the same registries the data layer uses.
 */
export type ApiRange =
  | 'xmls:string'
  | 'xmls:integer'
  | 'xmls:decimal'
  | 'xmls:boolean'
  | 'xmls:date'
  | 'xmls:dateTime'
  | 'rdf:JSON';

export type ApiProperty = {
  name: string;
  /** A scalar range, or the short name of the class a link points to. */
  range: ApiRange;
  link?: string;
  /** The property's IRI where it is a well-known one rather than "#Class/name" (schema.org's name). */
  iri?: string;
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
  /** OpenAPI schema of a structured property (range rdf:JSON), by property name. */
  schemas?: Record<string, Record<string, unknown>>;
  /**
   * A computed resource: answered at one path from its query parameters, with no collection
   * and no id (GET /api/porutham?brideStar=...). Not in the entrypoint.
   */
  computed?: {
    path: string;
    parameters: { name: string; description: string; minimum: number; maximum: number }[];
  };
  /** Query parameters of a collection whose filters are not its list fields' (the matches). */
  searchVariables?: { variable: string; property: string | null }[];
};

/**
 * The IRI that marks a class's name field: API Platform Admin labels a reference with the field
 * carrying it (otherwise it prints the IRI), and create-client uses it for its lists.
 */
export const SCHEMA_NAME = 'https://schema.org/name';

const idProperty: ApiProperty = {
  name: 'id',
  range: 'xmls:integer',
  required: false,
  readable: true,
  writable: false,
  description: 'The identifier.',
};

function masterClasses(): ApiClass[] {
  return registryResources.map((resource) => ({
    shortName: resource.shortName,
    collection: resource.collection,
    title: resource.title,
    description: isCollegeResource(resource)
      ? `${resource.title} (college settings). College staff and administrators read and write all.`
      : `${resource.title} (master data). Members read active rows; administrators read and write all.`,
    properties: [
      idProperty,
      ...resource.fields.map((field, i) => ({
        name: field.name,
        iri: i === 0 ? SCHEMA_NAME : undefined, // the first field is the name (lib/resources/master-data.ts)
        range: (field.type === 'text' ? 'xmls:string' : 'xmls:integer') as ApiRange,
        required: !!field.requiredMessage,
        readable: true,
        writable: true,
        description: field.label,
      })),
      {
        name: 'status',
        range: 'xmls:boolean',
        required: false,
        readable: true,
        writable: true,
        description: 'Active (shown to members).',
      },
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    listFields: masterListFields(resource),
  }));
}

const shortNameOf = (collection: string) =>
  registryResources.find((r) => r.collection === collection)?.shortName;

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
      'References to master data are IRIs in the collection, the item and writes alike.',
    properties: [
      idProperty,
      ...profileFields.map((field) => ({
        name: field.name,
        iri: field.name === 'fullName' ? SCHEMA_NAME : undefined,
        range: RANGES[field.type] ?? 'xmls:string',
        link: field.type === 'relation' ? shortNameOf(field.collection!) : undefined,
        required: !!field.requiredMessage,
        readable: true,
        writable: !field.readOnly,
        description: field.label,
      })),
      ...photoProperties(true),
      {
        name: 'userEmail',
        range: 'xmls:string',
        required: false,
        readable: true,
        writable: true,
        description:
          "The member account's sign-in e-mail, printed for administrators only (null: an offline registration). " +
          'Written on POST only: links the new profile to the account with this e-mail.',
      },
    ],
    collectionMethods: ['GET', 'POST'],
    itemMethods: ['GET', 'PUT', 'PATCH', 'DELETE'],
    listFields: profileListFields(),
  };
}

/** The gallery and who sees it (lib/data/profiles/gallery.ts, lib/data/photo-access.ts). */
function photoProperties(writable: boolean): ApiProperty[] {
  return [
    {
      name: 'photos',
      range: 'xmls:string',
      link: 'MediaObject',
      required: false,
      readable: true,
      writable,
      description:
        'Up to 5 photos (media object IRIs) in the order shown; photo is the main one and one of them.',
    },
    {
      name: 'photoVisibility',
      range: 'xmls:string',
      required: false,
      readable: true,
      writable,
      description:
        'Who sees the photos besides the member and the team: members (any member shown the profile; the default), ' +
        'interest (only with a pending or accepted interest either way) or request (members whose photo request was granted).',
    },
  ];
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
      "The collection starts from the member's Looking For preferences; query parameters change or clear them.",
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
        iri: field.name === 'fullName' ? SCHEMA_NAME : undefined,
      })),
      ...photoProperties(false),
      readOnlyProperty(
        'photosShown',
        'xmls:boolean',
        'false when this member may not see the photos: photo is then a blurred placeholder and photos is empty.',
      ),
      readOnlyProperty(
        'porutham',
        'xmls:string',
        'The ten-porutham compatibility: {score (0..10), recommended, level: {key, label}, items: [{key, name, result, reason}]}.',
      ),
    ],
    collectionMethods: ['GET'],
    itemMethods: ['GET'],
    listFields: [],
    searchVariables: MATCH_QUERY_VARIABLES.filter((v) => v !== 'page' && v !== 'itemsPerPage').map(
      (variable) => ({
        variable,
        property: variable
          .replace(/\[\]$/, '')
          .replace(/^order\[(\w+)\]$/, '$1')
          .replace(/\[(gte|lte)\]$/, ''),
      }),
    ),
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
      {
        name: 'contentUrl',
        range: 'xmls:string',
        required: false,
        readable: true,
        writable: false,
        description: 'Where the file is served.',
      },
      {
        name: 'file',
        range: 'xmls:string',
        required: true,
        readable: false,
        writable: true,
        description: 'The file (multipart/form-data field "file").',
      },
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
        { ...readOnlyProperty('name', 'xmls:string', 'Name'), iri: SCHEMA_NAME },
        readOnlyProperty('email', 'xmls:string', 'Your email'),
        readOnlyProperty('mobile', 'xmls:string', 'Phone'),
        readOnlyProperty('message', 'xmls:string', 'Message'),
        {
          name: 'handled',
          range: 'xmls:boolean',
          required: false,
          readable: true,
          writable: true,
          description: 'Answered by the team.',
        },
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

/** Interests and shortlists: the signed-in member's own (lib/hydra/endpoints/interests.ts). */
function interestClasses(): ApiClass[] {
  const member = readOnlyProperty(
    'member',
    'xmls:string',
    'The other member: @id (their profile), fullName, age, livingCity, occupation, photo.',
  );
  const link = (name: string, description: string, writable: boolean): ApiProperty => ({
    name,
    range: 'xmls:string',
    link: PROFILE_SHORT_NAME,
    required: writable,
    readable: true,
    writable,
    description,
  });
  return [
    {
      shortName: 'Interest',
      collection: INTEREST_COLLECTION,
      title: 'Interest',
      description:
        'An interest one member sends another, with an optional note; once per pair, except that a withdrawn one may be sent again after 30 days (a declined one never by the same sender). The recipient accepts or declines it while pending, the sender ' +
        'may withdraw it (PATCH {"status": ...}). contact carries the mobile number only when the interest is accepted and ' +
        "the reader's plan is active; otherwise the reason.",
      properties: [
        idProperty,
        readOnlyProperty('from', 'xmls:string', 'The sender (a profile IRI).'),
        link('to', 'The recipient (a profile IRI); the one property a POST takes.', true),
        {
          name: 'status',
          range: 'xmls:string',
          required: false,
          readable: true,
          writable: true,
          description: 'pending, accepted, declined or withdrawn.',
        },
        {
          name: 'note',
          range: 'xmls:string',
          required: false,
          readable: true,
          writable: true,
          description:
            "The sender's personal note (at most 500 characters; more: 422), read only by the two members. Sent with the POST.",
        },
        readOnlyProperty('direction', 'xmls:string', 'sent or received, seen from the signed-in member.'),
        member,
        readOnlyProperty(
          'contact',
          'xmls:string',
          '{"revealed": true, "mobile"} or {"revealed": false, "reason"}.',
        ),
        readOnlyProperty('createdAt', 'xmls:dateTime', 'Sent'),
        readOnlyProperty('updatedAt', 'xmls:dateTime', 'Last changed'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: interestListFields,
    },
    {
      shortName: 'Shortlist',
      collection: SHORTLIST_COLLECTION,
      title: 'Shortlist',
      description: "A member in the signed-in member's shortlist. Only its owner reads or removes it.",
      properties: [
        idProperty,
        link('profile', 'The shortlisted member (a profile IRI).', true),
        member,
        readOnlyProperty('createdAt', 'xmls:dateTime', 'Added'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'DELETE'],
      listFields: shortlistListFields,
    },
    {
      shortName: 'PhotoRequest',
      collection: PHOTO_REQUEST_COLLECTION,
      title: 'PhotoRequest',
      description:
        'A member asking to see the photos of a profile shown on request (photoVisibility = request), once per pair. ' +
        'The owner grants or declines it while pending and may revoke a grant (PATCH {"status": ...}).',
      properties: [
        idProperty,
        link(
          'profile',
          'The profile whose photos are asked for (a profile IRI); the one property a POST takes.',
          true,
        ),
        readOnlyProperty('requester', 'xmls:string', 'The member asking (a profile IRI).'),
        {
          name: 'status',
          range: 'xmls:string',
          required: false,
          readable: true,
          writable: true,
          description: 'pending, granted, declined or revoked.',
        },
        readOnlyProperty('direction', 'xmls:string', 'sent or received, seen from the signed-in member.'),
        member,
        readOnlyProperty('createdAt', 'xmls:dateTime', 'Asked'),
        readOnlyProperty('updatedAt', 'xmls:dateTime', 'Last changed'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'PATCH'],
      listFields: photoRequestListFields,
    },
  ];
}

let classes: ApiClass[] | undefined;

export function apiClasses(): ApiClass[] {
  classes ??= [
    ...masterClasses(),
    profileClass(),
    matchClass(),
    mediaObjectClass(),
    ...accountClasses(),
    ...interestClasses(),
    ...collegeClasses(),
    grievanceClass(),
    ...moderationClasses(),
    ...bureauClasses(),
    ...invoiceClasses(),
    ...messageClasses(),
    ...memberToolClasses(),
    notificationClass(),
  ];
  return classes;
}

/** Resources computed from query parameters rather than stored (see ApiClass.computed). */
export function computedClasses(): ApiClass[] {
  return [poruthamApiClass, collegeSettingsClass];
}

export const findApiClass = (shortName: string) =>
  [...apiClasses(), ...computedClasses(), ...singletonClasses()].find((c) => c.shortName === shortName);

/** The entrypoint's key for a class: its short name with a lower-case first letter. */
export const entrypointKey = (shortName: string) => shortName[0].toLowerCase() + shortName.slice(1);
