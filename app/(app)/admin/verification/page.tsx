import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { listVerificationQueue } from '@/lib/data/verification';
import { formatDate, formatDateTime } from '@/lib/format';
import { VerificationQueue } from './verification-queue';

export const metadata: Metadata = { title: 'Verification' };

type Props = { searchParams: Promise<{ page?: string }> };

/** Members awaiting mobile verification, oldest first, with the calls made so far (issue 25 item 1). */
export default async function VerificationPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const { page } = await searchParams;
  const queue = await listVerificationQueue({
    actor,
    page: Math.max(1, Number(page) || 1),
    itemsPerPage: 20,
  });
  return (
    <>
      <PageTitle>Verification</PageTitle>
      <VerificationQueue
        total={queue.totalItems}
        page={queue.page}
        lastPage={queue.lastPage}
        entries={queue.items.map((entry) => ({
          profileId: entry.profileId,
          fullName: entry.fullName,
          mobile: entry.mobile,
          registered: formatDate(entry.registeredAt),
          calls: entry.calls.map((call) => ({
            id: call.id,
            outcome: call.outcome,
            note: call.note,
            callBackAt: call.callBackAt ? formatDateTime(call.callBackAt) : null,
            calledBy: call.calledBy,
            at: formatDateTime(call.createdAt),
          })),
        }))}
      />
    </>
  );
}
