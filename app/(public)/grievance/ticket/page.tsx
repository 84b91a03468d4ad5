import type { Metadata } from 'next';
import { Alert } from '@mantine/core';
import { TicketDetails } from '@/components/grievances/ticket-view';
import { PublicPage } from '@/components/ui/public-page';
import { deadlinesOf, followGrievance } from '@/lib/data/grievances';

// The address carries the ticket's secret: no search engine, no Referer to anyone.
export const metadata: Metadata = {
  title: 'Your complaint',
  robots: { index: false },
  referrer: 'no-referrer',
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The complainant follows their ticket by the link in our e-mails. */
export default async function TicketPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const found = await followGrievance({ token: typeof token === 'string' ? token : '' });
  return (
    <PublicPage>
      {found ? (
        <TicketDetails
          view={{ ...found.grievance, ...deadlinesOf(found.grievance.createdAt), replies: found.replies }}
        />
      ) : (
        <Alert color="red" title="This link is not valid" maw={520}>
          Please use the link in the e-mail we sent about your complaint.
        </Alert>
      )}
    </PublicPage>
  );
}
