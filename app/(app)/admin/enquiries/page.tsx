import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { ENQUIRY_PAGE_SIZES, listEnquiries } from '@/lib/data/enquiries';
import { formatDateTime } from '@/lib/format';
import { EnquiriesTable } from './enquiries-table';

export const metadata: Metadata = { title: 'Enquiries' };

type Props = { searchParams: Promise<{ page?: string; size?: string; q?: string }> };

/** Enquiries from the contact form, newest first; the page, size and search live in the URL. */
export default async function EnquiriesPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const params = await searchParams;
  const size = ENQUIRY_PAGE_SIZES.find((s) => String(s) === params.size) ?? ENQUIRY_PAGE_SIZES[0];
  const search = params.q?.slice(0, 100) ?? '';
  const { items, total, page } = await listEnquiries({
    actor,
    page: Number(params.page) || 1,
    pageSize: size,
    search,
  });
  return (
    <>
      <PageTitle>Enquiries</PageTitle>
      <EnquiriesTable
        rows={items.map((e) => ({ ...e, createdAt: formatDateTime(e.createdAt) }))}
        total={total}
        page={page}
        size={size}
        search={search}
      />
    </>
  );
}
