import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TicketDetails } from '@/components/grievances/ticket-view';
import { PublicPage } from '@/components/ui/public-page';
import { deadlinesOf, followGrievance } from '@/lib/data/grievances';

// The address carries the ticket's secret: no search engine, no Referer to anyone.
export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('grievance'))('ticketTitle'),
  robots: { index: false },
  referrer: 'no-referrer',
});

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Mantine's red Alert with a title, as Mantine draws it, without its JavaScript. */
function InvalidLinkAlert({ title, children }: { title: string; children: React.ReactNode }) {
  const style = {
    '--alert-bg': 'var(--mantine-color-red-light)',
    '--alert-color': 'var(--mantine-color-red-light-color)',
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    maxWidth: 'calc(32.5rem * var(--mantine-scale))',
  } as React.CSSProperties;
  return (
    <div
      style={style}
      className="m_66836ed3 mantine-Alert-root"
      id="ticket-alert"
      role="alert"
      aria-describedby="ticket-alert-body"
      aria-labelledby="ticket-alert-title"
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          <div className="m_6a03f287 mantine-Alert-title">
            <span id="ticket-alert-title" className="m_698f4f23 mantine-Alert-label">
              {title}
            </span>
          </div>
          <div id="ticket-alert-body" className="m_7fa78076 mantine-Alert-message">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The complainant follows their ticket by the link in our e-mails. A server component drawn as
 * Mantine draws it: nothing on it is interactive, so it downloads no Mantine and no next-intl.
 */
export default async function TicketPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const t = await getTranslations('grievance');
  const found = await followGrievance({ token: typeof token === 'string' ? token : '' });
  return (
    <PublicPage>
      {found ? (
        <TicketDetails
          view={{ ...found.grievance, ...deadlinesOf(found.grievance.createdAt), replies: found.replies }}
        />
      ) : (
        <InvalidLinkAlert title={t('linkInvalid')}>{t('useEmailLink')}</InvalidLinkAlert>
      )}
    </PublicPage>
  );
}
