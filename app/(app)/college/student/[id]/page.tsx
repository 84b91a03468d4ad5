import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { CollectFee } from '@/components/college/collect-fee';
import { ConcessionForm } from '@/components/college/concession-form';
import { RefundReceipt, WaiveFine } from '@/components/college/fine-refund-actions';
import { PageTitle } from '@/components/ui/page-title';
import { requireCollegeStaff } from '@/lib/auth/session';
import { studentLedger } from '@/lib/data/college/ledger';
import { isAppError } from '@/lib/errors';
import { formatRupees } from '@/lib/money';
import { pageWithMessages } from '@/components/i18n/client-island';

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: 'Student ledger' };

/** dd/mm/yyyy, as every college date is shown. */
const day = (iso: string) => iso.split('-').reverse().join('/');

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={22} fw={700} data-testid={label}>
        {value}
      </Text>
    </Card>
  );
}

/**
 * A student's ledger (issue 27 item 2): the fees due by semester with what was paid against each,
 * the receipts, the balance, and "Collect fee", which opens the payment form for this student.
 */
async function StudentLedgerPage({ params }: Props) {
  const actor = await requireCollegeStaff();
  const ledger = await studentLedger({ actor, id: (await params).id }).catch((error: unknown) => {
    if (isAppError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  const { student: s } = ledger;
  const contact = [
    s.phone && `Phone ${s.phone}`,
    s.email,
    s.guardianName && `Guardian ${s.guardianName}${s.guardianPhone ? ` (${s.guardianPhone})` : ''}`,
  ].filter(Boolean);
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle>
            {s.name} ({s.rollNo})
          </PageTitle>
          <Text mt={-8} mb="xs">
            {s.course} · {s.semester} · Batch {s.batch} {!s.status && <Badge color="gray">Inactive</Badge>}
          </Text>
          {contact.length > 0 && (
            <Text size="sm" c="dimmed" mb="md">
              {contact.join(' · ')}
            </Text>
          )}
        </div>
        {s.status && (
          <Group gap="xs">
            <ConcessionForm
              student={s.iri}
              fees={ledger.fees
                .filter((f) => f.conceded === 0 && f.outstanding > 0)
                .map((f) => ({ value: `/api/fees/${f.id}`, label: `${f.feeType} - ${f.semester}` }))}
            />
            <CollectFee student={{ value: s.iri, label: `${s.rollNo} - ${s.name}` }} />
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} mb="lg">
        <Figure label="Due to date" value={formatRupees(ledger.dueToDate)} />
        <Figure label="Paid" value={formatRupees(ledger.paid)} />
        <Figure label="Balance" value={formatRupees(ledger.balance)} />
        <Figure label="Still owed (due or not)" value={formatRupees(ledger.outstanding)} />
      </SimpleGrid>
      {(ledger.fined > 0 || ledger.refunded > 0) && (
        <Text size="sm" c="dimmed" mt={-8} mb="lg">
          {[
            ledger.fined > 0 && `Due includes late fees of ${formatRupees(ledger.fined)}.`,
            ledger.refunded > 0 && `Paid is after refunds of ${formatRupees(ledger.refunded)}.`,
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
      )}

      <Title order={3} size="h4" mb="xs">
        Fees by semester
      </Title>
      <TableScrollContainer minWidth={640} mb="lg">
        <Table striped withTableBorder aria-label="Fees by semester">
          <TableThead>
            <TableTr>
              <TableTh>Semester</TableTh>
              <TableTh>Fee</TableTh>
              <TableTh>Due Date</TableTh>
              <TableTh ta="right">Amount</TableTh>
              <TableTh ta="right">Concession</TableTh>
              <TableTh ta="right">Paid</TableTh>
              <TableTh ta="right">Balance</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {ledger.fees.length === 0 && (
              <TableTr>
                <TableTd colSpan={7}>No fees for this course and semester yet.</TableTd>
              </TableTr>
            )}
            {ledger.fees.map((f) => (
              <TableTr key={f.id}>
                <TableTd>{f.semester}</TableTd>
                <TableTd>{f.feeType}</TableTd>
                <TableTd>
                  {day(f.dueDate)}
                  {!f.due && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      (not yet due)
                    </Text>
                  )}
                </TableTd>
                <TableTd ta="right">{formatRupees(f.amount)}</TableTd>
                <TableTd ta="right" title={f.concessionReason ?? undefined}>
                  {f.conceded ? formatRupees(f.conceded) : ''}
                </TableTd>
                <TableTd ta="right">{formatRupees(f.paid)}</TableTd>
                <TableTd ta="right">{formatRupees(f.outstanding)}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>

      {ledger.fines.length > 0 && (
        <>
          <Title order={3} size="h4" mb="xs">
            Late fees
          </Title>
          <TableScrollContainer minWidth={640} mb="lg">
            <Table striped withTableBorder aria-label="Late fees">
              <TableThead>
                <TableTr>
                  <TableTh>Fee</TableTh>
                  <TableTh>Late from</TableTh>
                  <TableTh>Rule</TableTh>
                  <TableTh ta="right">Late fee</TableTh>
                  <TableTh ta="right">Paid</TableTh>
                  <TableTh ta="right">Balance</TableTh>
                  <TableTh />
                </TableTr>
              </TableThead>
              <TableTbody>
                {ledger.fines.map((f) => (
                  <TableTr key={f.fee}>
                    <TableTd>Late fee: {f.feeName}</TableTd>
                    <TableTd>{day(f.lateFrom)}</TableTd>
                    <TableTd>
                      {f.kind === 'flat'
                        ? `${formatRupees(f.rate)} flat`
                        : `${formatRupees(f.rate)} a day${f.cap ? `, at most ${formatRupees(f.cap)}` : ''}`}
                    </TableTd>
                    <TableTd ta="right" td={f.waived ? 'line-through' : undefined}>
                      {formatRupees(f.fine)}
                    </TableTd>
                    <TableTd ta="right">{formatRupees(f.paid)}</TableTd>
                    <TableTd ta="right">{formatRupees(Math.max(0, f.charged - f.paid))}</TableTd>
                    <TableTd>
                      {f.waived ? (
                        <Badge
                          color="gray"
                          variant="light"
                          title={`${f.waiverReason ?? ''}${f.waivedBy ? ` (${f.waivedBy}` : ''}${f.waivedAt ? `, ${day(f.waivedAt.slice(0, 10))})` : f.waivedBy ? ')' : ''}`}
                        >
                          Waived
                        </Badge>
                      ) : (
                        f.charged > f.paid && (
                          <WaiveFine
                            student={s.iri}
                            fee={f.fee}
                            feeName={f.feeName}
                            amount={f.charged - f.paid}
                          />
                        )
                      )}
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        </>
      )}

      <Title order={3} size="h4" mb="xs">
        Payments
      </Title>
      <TableScrollContainer minWidth={520}>
        <Table striped withTableBorder aria-label="Payments">
          <TableThead>
            <TableTr>
              <TableTh>Receipt No</TableTh>
              <TableTh>Date</TableTh>
              <TableTh>Payment Mode</TableTh>
              <TableTh ta="right">Amount</TableTh>
              <TableTh ta="right">Refunded</TableTh>
              <TableTh />
            </TableTr>
          </TableThead>
          <TableTbody>
            {ledger.receipts.length === 0 && (
              <TableTr>
                <TableTd colSpan={6}>No Receipt.</TableTd>
              </TableTr>
            )}
            {ledger.receipts.map((r) => (
              <TableTr key={r.id} c={r.cancelled ? 'dimmed' : undefined}>
                <TableTd>
                  <Anchor href={`/college/paymenthistory/${r.id}`}>{r.receiptNo}</Anchor>
                  {r.cancelled && (
                    <Badge ml="xs" color="red" variant="light" title={r.cancelReason ?? undefined}>
                      Cancelled
                    </Badge>
                  )}
                </TableTd>
                <TableTd>{day(r.paidOn)}</TableTd>
                <TableTd>{r.paymentMode}</TableTd>
                <TableTd ta="right" td={r.cancelled ? 'line-through' : undefined}>
                  {formatRupees(r.total)}
                </TableTd>
                <TableTd ta="right">{r.refunded ? formatRupees(r.refunded) : ''}</TableTd>
                <TableTd>
                  {!r.cancelled && r.total > r.refunded && (
                    <RefundReceipt
                      receipt={`/api/receipts/${r.id}`}
                      receiptNo={r.receiptNo}
                      left={r.total - r.refunded}
                    />
                  )}
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>

      {ledger.refunds.length > 0 && (
        <>
          <Title order={3} size="h4" mt="lg" mb="xs">
            Refunds
          </Title>
          <TableScrollContainer minWidth={520}>
            <Table striped withTableBorder aria-label="Refunds">
              <TableThead>
                <TableTr>
                  <TableTh>Refund No</TableTh>
                  <TableTh>Receipt No</TableTh>
                  <TableTh>Date</TableTh>
                  <TableTh>Payment Mode</TableTh>
                  <TableTh>Reason</TableTh>
                  <TableTh ta="right">Amount</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {ledger.refunds.map((r) => (
                  <TableTr key={r.id}>
                    <TableTd>
                      <Anchor href={`/college/refund/${r.id}`}>{r.refundNo}</Anchor>
                    </TableTd>
                    <TableTd>
                      <Anchor href={`/college/paymenthistory/${r.receiptId}`}>{r.receiptNo}</Anchor>
                    </TableTd>
                    <TableTd>{day(r.refundedOn)}</TableTd>
                    <TableTd>{r.paymentMode}</TableTd>
                    <TableTd>{r.reason}</TableTd>
                    <TableTd ta="right">{formatRupees(r.amount)}</TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        </>
      )}
    </>
  );
}

export default pageWithMessages(['form', 'validation'], StudentLedgerPage);
