import type { ListField } from './list';

export const NOTIFICATION_COLLECTION = 'notifications';

/** GET /api/notifications: the member's own, latest first; ?read=false for the unread ones. */
export const notificationListFields: ListField[] = [{ name: 'read', kind: 'boolean' }];
