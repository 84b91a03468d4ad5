import {
  BLOCK_COLLECTION,
  MODERATION_COLLECTION,
  REPORT_COLLECTION,
  blockListFields,
  moderationListFields,
  reportListFields,
} from '@/lib/resources/moderation-lists';
import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import { REPORT_REASONS } from '@/lib/validation/moderation';
import { SCHEMA_NAME, type ApiClass, type ApiProperty, type ApiRange } from './api-classes';

/** The moderation queue, reports and blocks in the API documentation (issue 22, items 3 and 4). */
const prop = (
  name: string,
  range: ApiRange,
  description: string,
  writable = false,
  required = false,
): ApiProperty => ({
  name,
  range,
  required,
  readable: true,
  writable,
  description,
});

const profileLink = (description: string, writable: boolean): ApiProperty => ({
  ...prop('profile', 'xmls:string', description, writable, writable),
  link: PROFILE_SHORT_NAME,
});

const member = prop(
  'member',
  'xmls:string',
  'The other member: @id (their profile), fullName, age, livingCity, occupation, photo.',
);

export function moderationClasses(): ApiClass[] {
  return [
    {
      shortName: 'ModerationItem',
      collection: MODERATION_COLLECTION,
      title: 'ModerationItem',
      description:
        "The moderation queue (administrators only): a member's new photo waiting for approval (kind photo) or a reported " +
        'profile (kind report, with a snapshot of it as first reported and the reports). PATCH {"decision", "reason"}: a photo ' +
        'is approved or rejected; a report dismissed, warned, hidden or suspended. Rejecting, warning, hiding and suspending ' +
        'need a reason, e-mailed to the member.',
      properties: [
        prop('id', 'xmls:integer', 'The identifier.'),
        prop('kind', 'xmls:string', 'photo or report'),
        profileLink('The profile the item is about (a profile IRI).', false),
        { ...prop('fullName', 'xmls:string', 'The name on that profile'), iri: SCHEMA_NAME },
        prop('status', 'xmls:string', 'pending, or the decision taken'),
        prop('photo', 'xmls:string', 'The photo to approve (photo items)'),
        prop('snapshot', 'rdf:JSON', 'The reported profile as it was first reported (report items)'),
        prop('reportCount', 'xmls:integer', 'Reports on this item'),
        prop('reporterCount', 'xmls:integer', 'Different members who reported'),
        prop('reports', 'rdf:JSON', 'The reports: reason, details, createdAt (item only)'),
        {
          ...prop(
            'decision',
            'xmls:string',
            'PATCH only: approved, rejected, dismissed, warned, hidden or suspended',
            true,
          ),
          readable: false,
        },
        prop('reason', 'xmls:string', "The decision's reason, as e-mailed to the member", true),
        prop('decidedBy', 'xmls:string', 'The administrator who decided'),
        prop('decidedAt', 'xmls:dateTime', 'Decided'),
        prop('createdAt', 'xmls:dateTime', 'Queued'),
      ],
      collectionMethods: ['GET'],
      itemMethods: ['GET', 'PATCH'],
      listFields: moderationListFields,
    },
    {
      shortName: 'Report',
      collection: REPORT_COLLECTION,
      title: 'Report',
      description:
        "A member's report of another, and its status in the moderation queue. Only the reporter reads it. A profile " +
        'reported by enough different members (settings: moderation.reportsToHide) is hidden until an administrator decides.',
      properties: [
        prop('id', 'xmls:integer', 'The identifier.'),
        profileLink('The reported member (a profile IRI).', true),
        { ...prop('fullName', 'xmls:string', 'The name on that profile'), iri: SCHEMA_NAME },
        prop('reason', 'xmls:string', Object.keys(REPORT_REASONS).join(', '), true, true),
        prop('details', 'xmls:string', 'What happened (10 to 2000 characters)', true, true),
        prop('status', 'xmls:string', 'pending, dismissed, warned, hidden or suspended'),
        prop('createdAt', 'xmls:dateTime', 'Reported'),
        prop('decidedAt', 'xmls:dateTime', 'Decided'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET'],
      listFields: reportListFields,
    },
    {
      shortName: 'Block',
      collection: BLOCK_COLLECTION,
      title: 'Block',
      description:
        'A member the signed-in member blocked: the two no longer see each other anywhere, both ways, and a pending ' +
        'interest between them is closed. Only the blocker reads or removes it (DELETE unblocks).',
      properties: [
        prop('id', 'xmls:integer', 'The identifier.'),
        profileLink('The blocked member (a profile IRI).', true),
        member,
        prop('createdAt', 'xmls:dateTime', 'Blocked'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'DELETE'],
      listFields: blockListFields,
    },
  ];
}
