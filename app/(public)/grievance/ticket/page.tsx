import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@mantine/core';
import { TicketDetails } from '@/components/grievances/ticket-view';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { deadlinesOf, followGrievance } from '@/lib/data/grievances';

// The address carries the ticket's secret: no search engine, no Referer to anyone.
export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('grievance'))('ticketTitle'),
  robots: { index: false },
  referrer: 'no-referrer',
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The complainant follows their ticket by the link in our e-mails. */
export default async function TicketPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = await getTranslations('grievance');
  const found = await followGrievance({ token: typeof token === 'string' ? token : '' });
  return (
    <PublicPage>
      <ClientIsland>
        {found ? (
          <TicketDetails
            view={{ ...found.grievance, ...deadlinesOf(found.grievance.createdAt), replies: found.replies }}
          />
        ) : (
          <Alert color="red" title={t('linkInvalid')} maw={520}>
            {t('useEmailLink')}
          </Alert>
        )}
      </ClientIsland>
    </PublicPage>
  );
}
