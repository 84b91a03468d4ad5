'use client';

import { useRouter } from 'next/navigation';
import { Button, Group, Select } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { downloadText } from '@/components/crud/csv-export';
import { useExportName } from '@/components/crud/export-name';
import { DateField } from '@/components/ui/date-field';
import type { Daybook, DaybookChoices } from '@/lib/data/college/daybook';
import { csvText } from '@/lib/csv';

type Filters = { from: string; to: string; paymentMode: string; staff: string; course: string };

const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The receipts as the table shows them, dates dd/mm/yyyy, amounts in whole rupees; then the
 * refunds, money out: their number (and the receipt's), who paid them out, the amount negative.
 */
function entriesCsv(book: Daybook) {
  return csvText(
    ['Date', 'Receipt No', 'Student', 'Roll No', 'Course', 'Payment Mode', 'Received By', 'Amount(Rs)'],
    [
      ...book.entries.map((e) => [
        shown(e.paidOn),
        e.receiptNo,
        e.studentName,
        e.rollNo,
        e.courseName,
        e.paymentModeName,
        e.receivedBy ?? '',
        e.total,
      ]),
      ...book.refundEntries.map((e) => [
        shown(e.refundedOn),
        `${e.refundNo} (refund of ${e.receiptNo})`,
        e.studentName,
        e.rollNo,
        e.courseName,
        e.paymentModeName,
        e.refundedBy ?? '',
        -e.amount,
      ]),
    ],
  );
}

type Figures = Daybook['modes'][number];
const figures = (f: Omit<Figures, 'paymentMode'>) => [f.receipts, f.total, f.refunds, f.refunded, f.net];

/**
 * One line per day and payment mode: collected, refunded and the closing (net) total, then the
 * day's and the range's totals.
 */
function closingCsv(book: Daybook) {
  const rows: (string | number)[][] = [];
  for (const day of book.days) {
    for (const m of day.modes) rows.push([shown(day.day), m.paymentMode, ...figures(m)]);
    rows.push([shown(day.day), 'Total', ...figures(day)]);
  }
  for (const m of book.modes) rows.push(['All days', m.paymentMode, ...figures(m)]);
  rows.push(['All days', 'Total', ...figures(book)]);
  return csvText(
    ['Date', 'Payment Mode', 'Receipts', 'Amount(Rs)', 'Refunds', 'Refunded(Rs)', 'Net(Rs)'],
    rows,
  );
}

/**
 * The day-book's filters (the URL carries them, so a view can be bookmarked and printed), its CSV
 * downloads and Print.
 */
export function DaybookFilters({
  filters,
  choices,
  book,
}: {
  filters: Filters;
  choices: DaybookChoices;
  book: Daybook | null;
}) {
  const router = useRouter();
  const owner = useExportName()
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim();
  const go = (change: Partial<Filters>) => {
    const next = { ...filters, ...change };
    const query = new URLSearchParams(Object.entries(next).filter(([, v]) => v) as [string, string][]);
    router.push(`/college/daybook?${query}`);
  };
  const options = (list: DaybookChoices['courses']) =>
    list.map((c) => ({ value: String(c.value), label: c.label }));
  const fileName = (what: string) =>
    `${owner ? `${owner} - ` : ''}${what} ${book?.from ?? filters.from} to ${book?.to ?? filters.to}.csv`;
  return (
    <Group align="flex-end" gap="sm" mb="md" data-print="hide">
      <DateField
        label="From"
        w={140}
        clearable={false}
        value={filters.from}
        onChange={(from) => from && go({ from })}
      />
      <DateField
        label="To"
        w={140}
        clearable={false}
        value={filters.to}
        onChange={(to) => to && go({ to })}
      />
      <Select
        label="Payment Mode"
        w={160}
        clearable
        placeholder="All"
        data={options(choices.paymentModes)}
        value={filters.paymentMode || null}
        onChange={(v) => go({ paymentMode: v ?? '' })}
      />
      <Select
        label="Received By"
        w={180}
        clearable
        searchable
        placeholder="All"
        data={options(choices.staff)}
        value={filters.staff || null}
        onChange={(v) => go({ staff: v ?? '' })}
      />
      <Select
        label="Course"
        w={180}
        clearable
        searchable
        placeholder="All"
        data={options(choices.courses)}
        value={filters.course || null}
        onChange={(v) => go({ course: v ?? '' })}
      />
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!book}
          onClick={() => book && downloadText(fileName('Day Book'), entriesCsv(book))}
        >
          CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={!book}
          onClick={() => book && downloadText(fileName('Closing Totals'), closingCsv(book))}
        >
          Totals CSV
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
    </Group>
  );
}
