'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
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
 * Every receipt and refund of the range (up to DAYBOOK_MAX_ROWS), as the API lists them: the CSV
 * of a day-book of many pages is the whole range's, not the page's on screen.
 */
async function wholeBook(book: Daybook, filters: Filters): Promise<Daybook> {
  if (
    book.page === undefined ||
    (book.entries.length >= book.receipts && book.refundEntries.length >= book.refunds)
  ) {
    return book;
  }
  const query = new URLSearchParams(
    Object.entries({ ...filters, from: book.from, to: book.to }).filter(([, v]) => v) as [string, string][],
  );
  const response = await fetch(`/api/daybook?${query}`, { headers: { Accept: 'application/ld+json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as Daybook;
}

/**
 * The day-book's filters (the URL carries them, so a view can be bookmarked and printed), its CSV
 * downloads and Print. A day-book of many pages is printed whole: Print opens it with every
 * receipt listed (`all=1`) and the print dialog (`print=1`).
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
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
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
          loading={busy}
          onClick={async () => {
            if (!book) return;
            setBusy(true);
            setFailed(null);
            try {
              downloadText(fileName('Day Book'), entriesCsv(await wholeBook(book, filters)));
            } catch (error) {
              setFailed(error instanceof Error ? error.message : String(error));
            } finally {
              setBusy(false);
            }
          }}
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
        <Button
          leftSection={<IconPrinter size={16} />}
          onClick={() => {
            if (
              book?.page !== undefined &&
              (book.entries.length < book.receipts || book.refundEntries.length < book.refunds)
            ) {
              const query = new URLSearchParams(
                Object.entries(filters).filter(([, v]) => v) as [string, string][],
              );
              router.push(`/college/daybook?${query}&all=1&print=1`);
            } else window.print();
          }}
        >
          Print
        </Button>
      </Group>
      {failed && (
        <Text c="red" size="sm" w="100%">
          The CSV could not be made: {failed}
        </Text>
      )}
    </Group>
  );
}
