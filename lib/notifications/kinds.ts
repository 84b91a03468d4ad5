/**
 * The kinds of notice of the notification centre (issue 26 item 2) and how a member may be e-mailed
 * each: at once, in the daily digest of unread notices, or not at all. Shared by the data layer,
 * the API and the account page (no server code here).
 */
export const NOTIFICATION_KINDS = [
  'interest_received',
  'interest_accepted',
  'message',
  'photo_request',
  'photo_moderation',
  'plan_expiring',
  'report_outcome',
] as const;
/** The same list as db/schema.ts's type of the notification table's kind (keep the two in step). */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTICE_MAIL_CHOICES = ['now', 'digest', 'off'] as const;
export type NoticeMailChoice = (typeof NOTICE_MAIL_CHOICES)[number];
export type NoticeMailChoices = Record<NotificationKind, NoticeMailChoice>;

/**
 * What a member gets before choosing: at once for what someone is waiting on them for (interests,
 * messages, photo requests) and for their own photo and plan; report outcomes in the digest.
 */
export const DEFAULT_NOTICE_MAIL: NoticeMailChoices = {
  interest_received: 'now',
  interest_accepted: 'now',
  message: 'now',
  photo_request: 'now',
  photo_moderation: 'now',
  plan_expiring: 'now',
  report_outcome: 'digest',
};

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(value);

export const isNoticeMailChoice = (value: unknown): value is NoticeMailChoice =>
  (NOTICE_MAIL_CHOICES as readonly unknown[]).includes(value);
