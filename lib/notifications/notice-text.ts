import type en from '@/lib/i18n/messages/en.json';
import type { NotificationKind } from '@/lib/notifications/kinds';

/** A notice as the pages and the bell receive it (GET /api/notifications, or the server page's read). */
export type Notice = {
  id: number;
  kind: NotificationKind;
  fullName: string | null;
  count: number;
  details: Record<string, string>;
  url: string;
  read: boolean;
  /** ISO 8601: the latest change (a new message in its conversation). */
  updatedAt: string;
};

/** The "notifications" catalogue's translator, as next-intl's useTranslations or createTranslator gives it. */
type Translate = (
  key: Exclude<keyof (typeof en)['notifications'], 'kinds' | 'choices'>,
  values?: Record<string, string | number>,
) => string;

/** What a notice says, in the reader's language (the bell, the page, the digest e-mail). */
export function noticeText(
  t: Translate,
  notice: Pick<Notice, 'kind' | 'fullName' | 'count' | 'details'>,
): string {
  const name = notice.fullName ?? t('someone');
  switch (notice.kind) {
    case 'interest_received':
      return t('interestReceived', { name });
    case 'interest_accepted':
      return t('interestAccepted', { name });
    case 'message':
      return t('message', { name, count: notice.count });
    case 'photo_request':
      return notice.details.status === 'granted'
        ? t('photoGranted', { name })
        : t('photoRequested', { name });
    case 'photo_moderation':
      return notice.details.decision === 'rejected' ? t('photoRejected') : t('photoApproved');
    case 'plan_expiring':
      return t('planExpiring', { date: notice.details.expiry ?? '' });
    case 'report_outcome':
      return notice.details.outcome === 'dismissed' ? t('reportDismissed') : t('reportActioned');
  }
}
