import type { Metadata } from 'next';
import {
  Alert,
  Anchor,
  Card,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTfoot,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { DaybookFilters } from '@/components/college/daybook-filters';
import { DaybookAutoPrint, DaybookPager } from '@/components/college/daybook-pager';
import { PageTitle } from '@/components/ui/page-title';
import { requireCollegeStaff } from '@/lib/auth/session';
import {
  DAYBOOK_MAX_ROWS,
  DAYBOOK_PAGE_SIZE,
  daybookChoices,
  readDaybook,
  type Daybook,
} from '@/lib/data/college/daybook';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { isAppError } from '@/lib/errors';
import { indianDay } from '@/lib/format';
import { formatRupees } from '@/lib/money';
import classes from './daybook.module.css';

export const metadata: Metadata = { title: 'Day Book' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** dd/mm/yyyy, as every college date is shown. */
const shown = (iso: string) => iso.split('-').reverse().join('/');
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const idOf = (value: string) => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

const out = (amount: number) => (amount ? `−${formatRupees(amount)}` : '–');

/**
 * Each day's closing total per payment mode (collected less refunded), a column per mode; when the
 * range has refunds, the day's collected and refunded beside its net; the range's totals at the foot.
 */
function ClosingTotals({ book }: { book: Daybook }) {
  const modes = book.modes.map((m) => m.paymentMode);
  const withRefunds = book.refunds > 0;
  return (
    <TableScrollContainer minWidth={360}>
      <Table striped withTableBorder aria-label="Closing totals by day and payment mode">
        <TableThead>
          <TableTr>
            <TableTh>Date</TableTh>
            {modes.map((m) => (
              <TableTh key={m} className={classes.amount}>
                {m}
              </TableTh>
            ))}
            {withRefunds && <TableTh className={classes.amount}>Collected</TableTh>}
            {withRefunds && <TableTh className={classes.amount}>Refunded</TableTh>}
            <TableTh className={classes.amount}>Closing total</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {book.days.map((d) => (
            <TableTr key={d.day} data-testid={`day-${d.day}`}>
              <TableTd>{shown(d.day)}</TableTd>
              {modes.map((m) => {
                const cell = d.modes.find((x) => x.paymentMode === m);
                return (
                  <TableTd key={m} className={classes.amount}>
                    {cell ? formatRupees(cell.net) : '–'}
                  </TableTd>
                );
              })}
              {withRefunds && <TableTd className={classes.amount}>{formatRupees(d.total)}</TableTd>}
              {withRefunds && <TableTd className={classes.amount}>{out(d.refunded)}</TableTd>}
              <TableTd className={classes.amount} fw={700}>
                {formatRupees(d.net)}
              </TableTd>
            </TableTr>
          ))}
        </TableTbody>
        <TableTfoot>
          <TableTr>
            <TableTh>Total</TableTh>
            {book.modes.map((m) => (
              <TableTh key={m.paymentMode} className={classes.amount}>
                {formatRupees(m.net)}
              </TableTh>
            ))}
            {withRefunds && (
              <TableTh className={classes.amount} data-testid="daybook-collected">
                {formatRupees(book.total)}
              </TableTh>
            )}
            {withRefunds && (
              <TableTh className={classes.amount} data-testid="daybook-refunded">
                {out(book.refunded)}
              </TableTh>
            )}
            <TableTh className={classes.amount} data-testid="daybook-total">
              {formatRupees(book.net)}
            </TableTh>
          </TableTr>
        </TableTfoot>
      </Table>
    </TableScrollContainer>
  );
}

/** The refunds paid out in the range: money out, each with its slip. */
function RefundEntries({ book }: { book: Daybook }) {
  return (
    <TableScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label="Refunds">
        <TableThead>
          <TableTr>
            <TableTh>Date</TableTh>
            <TableTh>Refund No</TableTh>
            <TableTh>Receipt No</TableTh>
            <TableTh>Student</TableTh>
            <TableTh>Roll No</TableTh>
            <TableTh>Course</TableTh>
            <TableTh>Payment Mode</TableTh>
            <TableTh>Refunded By</TableTh>
            <TableTh className={classes.amount}>Amount(Rs)</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {book.refundEntries.map((e) => (
            <TableTr key={e.id}>
              <TableTd>{shown(e.refundedOn)}</TableTd>
              <TableTd>
                <Anchor href={`/college/refund/${e.id}`}>{e.refundNo}</Anchor>
              </TableTd>
              <TableTd>{e.receiptNo}</TableTd>
              <TableTd>{e.studentName}</TableTd>
              <TableTd>{e.rollNo}</TableTd>
              <TableTd>{e.courseName}</TableTd>
              <TableTd>{e.paymentModeName}</TableTd>
              <TableTd>{e.refundedBy ?? '–'}</TableTd>
              <TableTd className={classes.amount}>{out(e.amount)}</TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

function Entries({ book }: { book: Daybook }) {
  return (
    <TableScrollContainer minWidth={760}>
      <Table striped withTableBorder aria-label="Receipts">
        <TableThead>
          <TableTr>
            <TableTh>Date</TableTh>
            <TableTh>Receipt No</TableTh>
            <TableTh>Student</TableTh>
            <TableTh>Roll No</TableTh>
            <TableTh>Course</TableTh>
            <TableTh>Payment Mode</TableTh>
            <TableTh>Received By</TableTh>
            <TableTh className={classes.amount}>Amount(Rs)</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {book.entries.map((e) => (
            <TableTr key={e.id}>
              <TableTd>{shown(e.paidOn)}</TableTd>
              <TableTd>{e.receiptNo}</TableTd>
              <TableTd>{e.studentName}</TableTd>
              <TableTd>{e.rollNo}</TableTd>
              <TableTd>{e.courseName}</TableTd>
              <TableTd>{e.paymentModeName}</TableTd>
              <TableTd>{e.receivedBy ?? '–'}</TableTd>
              <TableTd className={classes.amount}>{formatRupees(e.total)}</TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

/**
 * The day-book (issue 27 item 4): collections in a range of days by payment mode, staff member
 * and course, each day's closing total per mode, CSV and a printable view. Today by default.
 * The receipts and refunds are listed a page at a time (`page`; issue 27 item 6: a month is
 * 85,000 receipts at bench:college), or all of them up to DAYBOOK_MAX_ROWS with `all=1` (what
 * Print opens, with `print=1` for the print dialog).
 */
export default async function DaybookPage({ searchParams }: Props) {
  const actor = await requireCollegeStaff();
  const params = await searchParams;
  const today = indianDay();
  const filters = {
    from: one(params.from) || today,
    to: one(params.to) || one(params.from) || today,
    paymentMode: one(params.paymentMode),
    staff: one(params.staff),
    course: one(params.course),
  };
  const all = one(params.all) === '1';
  const page = all ? undefined : (idOf(one(params.page)) ?? 1);
  const [choices, college] = await Promise.all([daybookChoices({ actor }), getCollegeSettings()]);
  let book: Daybook | null = null;
  let problem: string | null = null;
  try {
    book = await readDaybook({
      actor,
      query: {
        from: filters.from,
        to: filters.to,
        paymentMode: idOf(filters.paymentMode),
        staff: idOf(filters.staff),
        course: idOf(filters.course),
      },
      page,
    });
  } catch (error) {
    if (!isAppError(error) || error.status !== 400) throw error;
    problem = error.message;
  }
  const narrowed = [
    ['Payment mode', choices.paymentModes, filters.paymentMode],
    ['Received by', choices.staff, filters.staff],
    ['Course', choices.courses, filters.course],
  ] as const;
  const by = narrowed
    .map(
      ([label, list, value]) =>
        value && `${label}: ${list.find((c) => String(c.value) === value)?.label ?? value}`,
    )
    .filter(Boolean)
    .join(' · ');
  const pages = book ? Math.max(1, Math.ceil(Math.max(book.receipts, book.refunds) / DAYBOOK_PAGE_SIZE)) : 1;
  const pager = book?.page && pages > 1 && (
    <DaybookPager
      page={book.page}
      pages={pages}
      first={(book.page - 1) * DAYBOOK_PAGE_SIZE + 1}
      listed={book.entries.length}
      receipts={book.receipts}
    />
  );
  return (
    <>
      <div className={classes.printHeading}>
        <Title order={3}>{college.name}</Title>
      </div>
      <PageTitle>Day Book</PageTitle>
      <DaybookFilters filters={filters} choices={choices} book={book} />
      {problem && (
        <Alert color="red" mb="md">
          {problem}
        </Alert>
      )}
      {book && (
        <>
          <Text mb="md" data-testid="daybook-range">
            {book.from === book.to ? shown(book.from) : `${shown(book.from)} to ${shown(book.to)}`}
            {by && ` · ${by}`} · {book.receipts} {book.receipts === 1 ? 'receipt' : 'receipts'},{' '}
            {formatRupees(book.total)}
            {book.refunds > 0 &&
              ` · ${book.refunds} ${book.refunds === 1 ? 'refund' : 'refunds'}, ${formatRupees(book.refunded)} out · net ${formatRupees(book.net)}`}
          </Text>
          {book.receipts === 0 && book.refunds === 0 ? (
            <Text c="gray.7">No collections in these days.</Text>
          ) : (
            <>
              <Card withBorder padding="md" mb="lg" className={classes.section}>
                <Title order={3} size="h5" mb="sm">
                  Closing totals by day and payment mode
                </Title>
                <ClosingTotals book={book} />
              </Card>
              <Card withBorder padding="md" className={classes.section}>
                <Title order={3} size="h5" mb="sm">
                  Receipts
                </Title>
                {book.truncated && (
                  <Alert color="yellow" mb="sm">
                    The first {DAYBOOK_MAX_ROWS.toLocaleString('en-IN')} receipts and refunds are listed; the
                    totals count them all. Narrow the days to list every one.
                  </Alert>
                )}
                <Entries book={book} />
                {pager}
              </Card>
              {book.refunds > 0 && (
                <Card withBorder padding="md" mt="lg" className={classes.section}>
                  <Title order={3} size="h5" mb="sm">
                    Refunds (money out)
                  </Title>
                  <RefundEntries book={book} />
                  {pager}
                </Card>
              )}
            </>
          )}
          {all && one(params.print) === '1' && <DaybookAutoPrint />}
        </>
      )}
    </>
  );
}
