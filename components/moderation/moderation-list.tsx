'use client';

import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';
import type { InitialPage } from '@/components/crud/types';
import { ModerationModal } from './moderation-modal';

/** /admin/moderation: the generic list over the queue, and the item's own decision form. */
export function ModerationList({
  table,
  initialPage,
}: {
  table: TableDescription;
  initialPage?: InitialPage | null;
}) {
  return (
    <DataList table={table} initialPage={initialPage} renderForm={(form) => <ModerationModal {...form} />} />
  );
}
