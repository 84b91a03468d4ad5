'use client';

import { DataList } from '@/components/crud/data-list';
import type { TableDescription } from '@/components/crud/columns';
import { ReceiptModal } from './receipt-modal';

/** Payment Receipts: the list (filters by date range, course, batch, mode) and New payment / receipt view. */
export function ReceiptList({ table }: { table: TableDescription }) {
  return <DataList table={table} renderForm={(form) => <ReceiptModal {...form} />} />;
}
