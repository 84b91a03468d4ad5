import { PROFILE_SHORT_NAME } from '@/lib/resources/profile';
import type { ApiClass, ApiProperty, ApiRange } from './api-classes';

/**
 * The resources that are one document at one address, with no collection and no id: /api/me (the
 * signed-in member's own account, lib/hydra/endpoints/me.ts) and /api/settings (the settings
 * store, lib/hydra/endpoints/settings.ts), /api/daybook (the college day-book, lib/hydra/endpoints/daybook.ts). In docs.jsonld and /api/contexts, not in the entrypoint.
 */
const prop = (
  name: string,
  range: ApiRange,
  description: string,
  options: Partial<Pick<ApiProperty, 'writable' | 'readable' | 'link'>> = {},
): ApiProperty => ({
  name,
  range,
  required: false,
  readable: options.readable ?? true,
  writable: options.writable ?? false,
  description,
  ...(options.link && { link: options.link }),
});

const meClass: ApiClass = {
  shortName: 'Me',
  collection: 'me',
  title: 'Me',
  description:
    'GET/PATCH/DELETE /api/me: the signed-in member\'s own account (members only). PATCH {"hidden"} hides or shows the profile; {"browsePrivately"} turns private browsing on or off (views of candidates not recorded, Who viewed me not readable); {"email", "password"} e-mails a link confirming a new sign-in e-mail; {"married": true, "marriedTo": profile IRI or null} closes matching ("we met on Thirumanam" names the partner among the accepted interests, who confirms), {"married": false} undoes it; {"confirmMarriage": true|false} answers a partner who named you; {"noticeMail": {kind: "now" | "digest" | "off"}} chooses how each kind of notice (GET /api/notifications) is e-mailed; {"matchAlerts": "daily" | "weekly" | "off"} chooses the match alert e-mails. DELETE {"password"} deletes the account. GET /api/me/export: everything stored about the member.',
  properties: [
    prop('id', 'xmls:integer', 'The account number.'),
    prop('email', 'xmls:string', 'The sign-in e-mail (PATCH with password: a link confirms the new one)', {
      writable: true,
    }),
    prop('password', 'xmls:string', 'PATCH (e-mail change) and DELETE only: the current password', {
      writable: true,
      readable: false,
    }),
    prop('pendingEmail', 'xmls:string', 'A new sign-in e-mail waiting for its link to be followed'),
    prop('registeredAt', 'xmls:dateTime', 'Registered'),
    prop('profile', 'xmls:string', "The member's profile", { link: PROFILE_SHORT_NAME }),
    prop('fullName', 'xmls:string', "The profile's name"),
    prop('hidden', 'xmls:boolean', 'Out of every search and candidate page, interests paused', {
      writable: true,
    }),
    prop('hiddenAt', 'xmls:dateTime', 'Hidden since'),
    prop(
      'browsePrivately',
      'xmls:boolean',
      'Browsing privately: opening a candidate is not shown to them, and GET /api/profile_views is refused',
      { writable: true },
    ),
    prop('married', 'xmls:boolean', 'Marked as married: matching closed, interests paused', {
      writable: true,
    }),
    prop('marriedAt', 'xmls:dateTime', 'Marked as married on'),
    prop(
      'noticeMail',
      'rdf:JSON',
      'Per kind of notice (interest_received, interest_accepted, message, photo_request, photo_moderation, plan_expiring, report_outcome): "now" (e-mailed at once), "digest" (in the daily e-mail of unread notices) or "off"; PATCH some kinds, the others stay',
      { writable: true },
    ),
    prop(
      'matchAlerts',
      'xmls:string',
      'Match alert e-mails of new members who match what the member looks for: "daily", "weekly" (the default) or "off"; null before there is a profile',
      { writable: true },
    ),
    prop(
      'marriedTo',
      'xmls:string',
      'The partner met on Thirumanam: a profile of an accepted interest (PATCH with married: true)',
      { writable: true, link: PROFILE_SHORT_NAME },
    ),
    prop('marriedToName', 'xmls:string', "The partner's name"),
    prop('marriageConfirmedAt', 'xmls:dateTime', 'When the partner confirmed (null: not yet)'),
    prop(
      'marriageProposedBy',
      'xmls:string',
      'A member who says they married you through Thirumanam, waiting for your answer',
      { link: PROFILE_SHORT_NAME },
    ),
    prop('marriageProposedByName', 'xmls:string', "That member's name"),
    prop(
      'confirmMarriage',
      'xmls:boolean',
      'PATCH only: true confirms the marriage named by marriageProposedBy (and marks you married), false declines it',
      { writable: true, readable: false },
    ),
    prop(
      'signIns',
      'rdf:JSON',
      'The latest sign-ins: time, IP address, browser, method (password, code, token)',
    ),
  ],
  collectionMethods: [],
  itemMethods: ['GET', 'PATCH', 'DELETE'],
  listFields: [],
  schemas: {
    signIns: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time' },
          ip: { type: 'string' },
          userAgent: { type: 'string' },
          method: { type: 'string', enum: ['password', 'code', 'token'] },
        },
      },
    },
  },
};

const settingsClass: ApiClass = {
  shortName: 'Settings',
  collection: 'settings',
  title: 'Settings',
  description:
    'GET/PATCH /api/settings: the settings the organisation edits. Anyone reads the public sections (organisation, grievanceOfficer, legal); administrators read everything and alone change it with a merge patch (null puts a setting back to its shipped default; 422 and nothing saved on an invalid value).',
  properties: [
    prop('organisation', 'rdf:JSON', 'name, address, gstin', { writable: true }),
    prop('grievanceOfficer', 'rdf:JSON', 'The Grievance Officer: name, email, phone, address', {
      writable: true,
    }),
    prop('legal', 'rdf:JSON', 'version, date (YYYY-MM-DD), terms, privacy, safety (markdown)', {
      writable: true,
    }),
    prop(
      'moderation',
      'rdf:JSON',
      "reportsToHide: different members' reports that hide a profile (administrators only)",
      {
        writable: true,
      },
    ),
    prop('updatedAt', 'xmls:dateTime', 'Last saved'),
  ],
  collectionMethods: [],
  itemMethods: ['GET', 'PATCH'],
  listFields: [],
};

const daybookClass: ApiClass = {
  shortName: 'Daybook',
  collection: 'daybook',
  title: 'Daybook',
  description:
    "GET /api/daybook?from=YYYY-MM-DD&to=YYYY-MM-DD[&paymentMode=][&staff=][&course=]: the college day-book, the receipts not cancelled paid on the days from..to (at most 366) as money in and the refunds paid out on them (/api/refunds) as money out, narrowed by payment mode (/api/paymentmodes), the staff account that received or paid out the money (/api/users) and the students' course (/api/courses), each an id or its IRI; with each day's closing figures per payment mode (collected, refunded, net) and the range's totals. College staff and administrators only; 400 on a missing or bad parameter.",
  properties: [
    prop('from', 'xmls:date', 'First day (query parameter, required)'),
    prop('to', 'xmls:date', 'Last day (query parameter, required)'),
    prop(
      'entries',
      'rdf:JSON',
      'The receipts, oldest first (at most 5,000): id, receiptNo, paidOn, studentName, rollNo, courseName, paymentModeName, receivedBy, total',
    ),
    prop(
      'refundEntries',
      'rdf:JSON',
      'The refunds paid out, oldest first (at most 5,000): id, refundNo, receiptNo, refundedOn, studentName, rollNo, courseName, paymentModeName, refundedBy, amount',
    ),
    prop(
      'truncated',
      'xmls:boolean',
      'More receipts or refunds matched than listed (the totals count them all)',
    ),
    prop(
      'days',
      'rdf:JSON',
      "Each day with a collection or a refund: day, modes [{paymentMode, total, receipts, refunded, refunds, net}], the day's total, receipts, refunded, refunds and net (its closing total)",
    ),
    prop(
      'modes',
      'rdf:JSON',
      "The range's figures per payment mode: [{paymentMode, total, receipts, refunded, refunds, net}]",
    ),
    prop('total', 'xmls:integer', 'Collected in the range (rupees)'),
    prop('receipts', 'xmls:integer', 'Receipts in the range'),
    prop('refunded', 'xmls:integer', 'Refunded in the range (rupees, money out)'),
    prop('refunds', 'xmls:integer', 'Refunds in the range'),
    prop('net', 'xmls:integer', 'Collected less refunded (rupees)'),
  ],
  collectionMethods: [],
  itemMethods: ['GET'],
  listFields: [],
};

const promotionClass: ApiClass = {
  shortName: 'BatchPromotion',
  collection: 'batch_promotions',
  title: 'BatchPromotion',
  description:
    'GET /api/batch_promotions?course=&batch= says what promoting a course\'s batch would do; POST {"course", "batch"} (IRIs or ids) moves every active student of it to the next semester by number, all or none: 422 and nothing changed when a student is in the course\'s last semester or the next semester is missing. College staff and administrators only.',
  properties: [
    prop('course', 'xmls:string', 'The course (IRI of /api/courses); its name in the answer', {
      writable: true,
    }),
    prop('batch', 'xmls:string', 'The batch (IRI of /api/batches); its name in the answer', {
      writable: true,
    }),
    prop(
      'steps',
      'rdf:JSON',
      'Each current semester: from, to (null past the last) and the number of students',
    ),
    prop('students', 'xmls:integer', 'Active students of the course and batch'),
    prop('problem', 'xmls:string', 'Why it cannot be done (GET), or null'),
  ],
  collectionMethods: [],
  itemMethods: ['GET'],
  listFields: [],
};

const feeRemindersClass: ApiClass = {
  shortName: 'FeeReminders',
  collection: 'fee_reminders',
  title: 'FeeReminders',
  description:
    'GET /api/fee_reminders says how many students (by e-mail to the student, by SMS to the guardian\'s phone, else the student\'s) and fee lines "Send reminders" would remind today: every active student\'s fees due and not paid in full (late fees aside), less those reminded by hand today already (counted in skipped); ?students=1,2 (ids or IRIs) counts for those students only. POST sends them, one e-mail and one SMS per student listing each fee, due date and what is left, and records each student and fee (never twice a day by hand; the schedule\'s reminders do not hold a send by hand back): with no body or {} to every student with fees due, with {"students": ["/api/students/1", ...]} (1 to 500 IRIs of existing students, 422 otherwise) to those only; skipped counts the students asked for who were not reminded (reminded today already, nothing due, or neither e-mail nor phone). A daily job also reminds FEE_REMINDER_DAYS_BEFORE days before a due date and FEE_REMINDER_DAYS_AFTER days after it, once each. College staff and administrators only.',
  properties: [
    prop('students', 'xmls:integer', 'Students reminded (or who would be)'),
    prop(
      'skipped',
      'xmls:integer',
      'Students asked for but not reminded (or who would not be): reminded today already, or nothing to remind of',
    ),
    prop('fees', 'xmls:integer', 'Student and fee lines in the reminders'),
    prop('emails', 'xmls:integer', 'E-mails sent (or to send)'),
    prop('sms', 'xmls:integer', 'SMS sent (or to send)'),
  ],
  collectionMethods: [],
  itemMethods: ['GET'],
  listFields: [],
};

const studentImportClass: ApiClass = {
  shortName: 'StudentImport',
  collection: 'student_imports',
  title: 'StudentImport',
  description:
    "POST /api/student_imports[?dryRun=true] with a CSV file as the body (Content-Type text/csv, UTF-8, at most 1 MB and 5,000 students; 415, 413, 400 otherwise): columns Name, Roll No, Course, Batch, Semester (by name), Phone, Email, Guardian Name, Guardian Phone, as on the student form; every row checked by the form's rules, the semester within the course, the roll number new in the file and in the college. 200 with the report and nothing saved for a preview or when any row fails; 201 when all rows were saved, in one transaction. College staff and administrators only.",
  properties: [
    prop('rows', 'xmls:integer', 'Students in the file'),
    prop('invalid', 'xmls:integer', 'Rows with errors'),
    prop(
      'fileErrors',
      'rdf:JSON',
      'Problems of the file itself (missing or unknown columns, no rows, too many)',
    ),
    prop(
      'report',
      'rdf:JSON',
      'Each row: line (the header is line 1), name, rollNo, errors [{field, message}]',
    ),
    prop('imported', 'xmls:integer', 'Students saved (0 in a preview or when anything failed)'),
  ],
  collectionMethods: [],
  itemMethods: [],
  listFields: [],
};

export const singletonClasses = (): ApiClass[] => [
  studentImportClass,
  meClass,
  settingsClass,
  daybookClass,
  promotionClass,
  feeRemindersClass,
];
