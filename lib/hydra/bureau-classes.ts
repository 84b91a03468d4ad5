import {
  AUDIT_COLLECTION,
  VERIFICATION_COLLECTION,
  auditListFields,
  verificationListFields,
} from '@/lib/resources/bureau-lists';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { SCHEMA_NAME, type ApiClass, type ApiProperty } from './api-classes';
import { apiProperty } from './api-property';

/** The bureau's own work in the API documentation (issue 25): verification calls, the audit log. */
const writeOnly = (property: ApiProperty): ApiProperty => ({ ...property, readable: false });

export function bureauClasses(): ApiClass[] {
  return [
    {
      shortName: 'VerificationCall',
      collection: VERIFICATION_COLLECTION,
      title: 'VerificationCall',
      description:
        'The verification queue (administrators only): one item per member whose mobile is not verified yet, oldest ' +
        'registration first, with the calls made so far; a member to call back later is left out until that time. ' +
        'POST {"profile", "outcome", "note", "callBackAt"} records a call; outcome verified sets Mobile Verified.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The profile id.'),
        {
          ...apiProperty('profile', 'xmls:string', 'The member called (a profile IRI).', true, true),
          link: PROFILE_SHORT_NAME,
        },
        { ...apiProperty('fullName', 'xmls:string', 'The name on the profile'), iri: SCHEMA_NAME },
        apiProperty('mobile', 'xmls:string', 'The mobile to call'),
        apiProperty('registeredAt', 'xmls:dateTime', 'Registered'),
        apiProperty('mobileVerified', 'xmls:boolean', 'Mobile Verified'),
        apiProperty('mobileVerifiedAt', 'xmls:dateTime', 'Verified at'),
        apiProperty(
          'calls',
          'rdf:JSON',
          'The calls made, newest first: outcome, note, callBackAt, calledBy, createdAt',
        ),
        writeOnly(
          apiProperty(
            'outcome',
            'xmls:string',
            'POST: verified, no_answer, wrong_number or call_back',
            true,
            true,
          ),
        ),
        writeOnly(apiProperty('note', 'xmls:string', 'POST: what was said (optional)', true)),
        writeOnly(
          apiProperty(
            'callBackAt',
            'xmls:dateTime',
            'POST, with call_back: when to call again (in the future)',
            true,
          ),
        ),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET'],
      listFields: verificationListFields,
      schemas: {
        calls: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              outcome: { type: 'string' },
              note: { type: ['string', 'null'] },
              callBackAt: { type: ['string', 'null'], format: 'date-time' },
              calledBy: { type: ['string', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
    {
      shortName: 'AuditEntry',
      collection: AUDIT_COLLECTION,
      title: 'AuditEntry',
      description:
        'The audit log (administrators only, read-only): one entry per write by an administrator or college staff, ' +
        'written in the same transaction as the change. Secrets (passwords, hashes, tokens, codes) are never recorded.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        {
          ...apiProperty('actor', 'xmls:string', 'The account that made the change (null once deleted)'),
          link: 'User',
        },
        { ...apiProperty('actorEmail', 'xmls:string', 'Its e-mail at the time'), iri: SCHEMA_NAME },
        apiProperty(
          'action',
          'xmls:string',
          'create, update, delete, or what was done (cancel, decide, disable)',
        ),
        apiProperty(
          'entity',
          'xmls:string',
          'The collection changed (castes, profiles, receipts, settings, ...)',
        ),
        apiProperty('entityId', 'xmls:string', 'The id of the row changed'),
        apiProperty('changes', 'rdf:JSON', 'Each changed field: [old value, new value]'),
        apiProperty('createdAt', 'xmls:dateTime', 'When'),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET'],
      listFields: auditListFields,
      schemas: {
        changes: {
          type: 'object',
          additionalProperties: { type: 'array', items: {}, minItems: 2, maxItems: 2 },
        },
      },
    },
  ];
}
