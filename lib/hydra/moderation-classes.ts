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
import { SCHEMA_NAME, type ApiClass, type ApiProperty } from './api-classes';
import { apiProperty } from './api-property';

/** The moderation queue, reports and blocks in the API documentation (issue 22, items 3 and 4). */
const profileLink = (description: string, writable: boolean): ApiProperty => ({
  ...apiProperty('profile', 'xmls:string', description, writable, writable),
  link: PROFILE_SHORT_NAME,
});

const member = apiProperty(
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
        'need a reason, e-mailed to the member. PATCH {"decision": "restored", "reason"} on a hidden or suspended item ' +
        'undoes it (the profile shows again, the account signs in again), with a reason e-mailed to the member.',
      properties: [
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        apiProperty('kind', 'xmls:string', 'photo or report'),
        profileLink('The profile the item is about (a profile IRI).', false),
        { ...apiProperty('fullName', 'xmls:string', 'The name on that profile'), iri: SCHEMA_NAME },
        apiProperty('status', 'xmls:string', 'pending, or the decision taken'),
        apiProperty('photo', 'xmls:string', 'The photo to approve (photo items)'),
        apiProperty('snapshot', 'rdf:JSON', 'The reported profile as it was first reported (report items)'),
        apiProperty('reportCount', 'xmls:integer', 'Reports on this item'),
        apiProperty('reporterCount', 'xmls:integer', 'Different members who reported'),
        apiProperty(
          'reports',
          'rdf:JSON',
          'The reports: reason, details, reporter, createdAt; for a reported message the messages around it; for a reported interest note the interest and the note as it read then (item only)',
        ),
        {
          ...apiProperty(
            'decision',
            'xmls:string',
            'PATCH only: approved, rejected, dismissed, warned, hidden or suspended; restored undoes hidden or suspended',
            true,
          ),
          readable: false,
        },
        apiProperty('reason', 'xmls:string', "The decision's reason, as e-mailed to the member", true),
        apiProperty('decidedBy', 'xmls:string', 'The administrator who decided'),
        apiProperty('decidedAt', 'xmls:dateTime', 'Decided'),
        apiProperty('restoredAt', 'xmls:dateTime', 'When a hide or suspension was undone'),
        apiProperty('restoredBy', 'xmls:string', 'The administrator who undid it'),
        apiProperty('restoreReason', 'xmls:string', 'Why it was undone, as e-mailed to the member'),
        apiProperty('createdAt', 'xmls:dateTime', 'Queued'),
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
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        profileLink('The reported member (a profile IRI).', true),
        { ...apiProperty('fullName', 'xmls:string', 'The name on that profile'), iri: SCHEMA_NAME },
        apiProperty('reason', 'xmls:string', Object.keys(REPORT_REASONS).join(', '), true, true),
        apiProperty('details', 'xmls:string', 'What happened (10 to 2000 characters)', true, true),
        {
          ...apiProperty(
            'interest',
            'xmls:string',
            'Optional: an interest the reported member sent you, to report its note (an interest IRI)',
            true,
          ),
          link: 'Interest',
        },
        apiProperty('note', 'xmls:string', "The reported interest's note, as it read when reported"),
        apiProperty('status', 'xmls:string', 'pending, dismissed, warned, hidden or suspended'),
        apiProperty('createdAt', 'xmls:dateTime', 'Reported'),
        apiProperty('decidedAt', 'xmls:dateTime', 'Decided'),
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
        apiProperty('id', 'xmls:integer', 'The identifier.'),
        profileLink('The blocked member (a profile IRI).', true),
        member,
        apiProperty('createdAt', 'xmls:dateTime', 'Blocked'),
      ],
      collectionMethods: ['GET', 'POST'],
      itemMethods: ['GET', 'DELETE'],
      listFields: blockListFields,
    },
  ];
}
