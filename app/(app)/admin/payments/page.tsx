import type { Metadata } from 'next';
import {
  Anchor,
  Badge,
  Group,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  TextInput,
  Button,
} from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { loadLookupLists } from '@/lib/data/lookup-lists';
import { listPlanPayments, memberToBill } from '@/lib/data/plan-payments';
import { formatRupees } from '@/lib/money';
import { CancelInvoiceButton, RecordPayment } from './record-payment';

export const metadata: Metadata = { title: 'Payments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 50;
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * Plan payments (issue 25 item 2): newest first, searchable by member name; Record payment sets
 * the member's plan and expiry and makes the invoice. ?profile={id} (the profile list's link)
 * opens the form for that member and lists only their payments.
 */
export default async function PaymentsPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const params = await searchParams;
  const one = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : (value ?? '')).trim().slice(0, 100);
  };
  const q = one('q');
  const page = Math.max(1, Number(one('page')) || 1);
  const profileId = /^\d{1,9}$/.test(one('profile')) ? Number(one('profile')) : null;
  const [result, lookups, member] = await Promise.all([
    listPlanPayments({
      actor,
      query: {
        page,
        itemsPerPage: PAGE_SIZE,
        ...(q ? { q } : {}),
        ...(profileId ? { filters: [{ field: 'profile', op: 'in' as const, values: [profileId] }] } : {}),
      },
    }),
    loadLookupLists(['membersplans', 'paymentmodes'], { includeInactive: false }),
    profileId ? memberToBill({ actor, id: profileId }) : null,
  ]);
  const plans = (lookups.membersplans ?? []).map((p) => ({
    value: p.value,
    label: p.label,
    amount: p.amount ?? 0,
    validity: p.validity ?? 0,
  }));
  const modes = (lookups.paymentmodes ?? []).map((m) => ({ value: m.value, label: m.label }));
  const preset = member
    ? { value: `/api/profiles/${member.id}`, label: `${member.fullName} (#${member.id}, ${member.mobile})` }
    : null;
  const pageHref = (next: number) => {
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    if (profileId) search.set('profile', String(profileId));
    if (next > 1) search.set('page', String(next));
    return search.size ? `/admin/payments?${search}` : '/admin/payments';
  };
  return (
    <>
      <Group justify="space-between" mb="md">
        <PageTitle>Payments</PageTitle>
        <RecordPayment plans={plans} modes={modes} preset={preset} />
      </Group>
      <form method="get" action="/admin/payments" aria-label="Search payments">
        <Group align="flex-end" gap="sm" mb="md">
          <TextInput name="q" label="Member" placeholder="Name" defaultValue={q} />
          <Button type="submit" variant="default">
            Search
          </Button>
          {(q || profileId) && <Anchor href="/admin/payments">All payments</Anchor>}
        </Group>
      </form>
      <Text size="sm" c="dimmed" mb="xs">
        {result.totalItems} {result.totalItems === 1 ? 'payment' : 'payments'}
        {member ? ` by ${member.fullName}` : ''}
      </Text>
      {result.items.length === 0 ? (
        <Text>No payments recorded.</Text>
      ) : (
        <TableScrollContainer minWidth={900}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label="Payments">
            <TableThead>
              <TableTr>
                <TableTh>Paid On</TableTh>
                <TableTh>Member</TableTh>
                <TableTh>Plan</TableTh>
                <TableTh style={{ textAlign: 'right' }}>Amount</TableTh>
                <TableTh>Payment Mode</TableTh>
                <TableTh>Reference No</TableTh>
                <TableTh>Valid until</TableTh>
                <TableTh>Invoice</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {result.items.map((payment) => (
                <TableTr key={payment.id}>
                  <TableTd style={{ whiteSpace: 'nowrap' }}>{shown(payment.paidOn)}</TableTd>
                  <TableTd>
                    {payment.profileId ? (
                      <Anchor href={`/admin/payments?profile=${payment.profileId}`}>
                        {payment.fullName}
                      </Anchor>
                    ) : (
                      (payment.invoice?.buyerName ?? '')
                    )}
                  </TableTd>
                  <TableTd>{payment.planName}</TableTd>
                  <TableTd style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatRupees(payment.amount)}
                  </TableTd>
                  <TableTd>{payment.paymentModeName}</TableTd>
                  <TableTd>{payment.referenceNo}</TableTd>
                  <TableTd style={{ whiteSpace: 'nowrap' }}>{shown(payment.validUntil)}</TableTd>
                  <TableTd>
                    {payment.invoice && (
                      <Group gap="xs" wrap="nowrap">
                        <Anchor href={payment.invoice.url} style={{ whiteSpace: 'nowrap' }}>
                          {payment.invoice.number}
                        </Anchor>
                        {payment.invoice.cancelled ? (
                          <Badge color="red" variant="light" title={payment.invoice.cancelReason ?? ''}>
                            Cancelled
                          </Badge>
                        ) : (
                          <CancelInvoiceButton id={payment.invoice.id} number={payment.invoice.number} />
                        )}
                      </Group>
                    )}
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
      {result.lastPage > 1 && (
        <Group mt="md" gap="md">
          {result.page > 1 && <Anchor href={pageHref(result.page - 1)}>Newer</Anchor>}
          <Text size="sm">
            Page {result.page} of {result.lastPage}
          </Text>
          {result.page < result.lastPage && <Anchor href={pageHref(result.page + 1)}>Older</Anchor>}
        </Group>
      )}
    </>
  );
}
