'use client';

import { buttonAttributes } from '@/components/ui/static-mantine';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

/**
 * The download buttons of the papers (issue 24 item 3): plain links to the PDF addresses, which
 * answer in the language of the NEXT_LOCALE cookie the browser sends with them.
 */
/**
 * Mantine's Button component="a" variant="light" with the icon on its left, as Mantine writes it
 * (components/ui/static-mantine.tsx: none of Mantine's JavaScript with the page). Long labels
 * (Tamil's are) wrap inside the button rather than being cut at phone width.
 */
function DownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { style, ...attributes } = buttonAttributes({ variant: 'light' });
  return (
    <a
      style={{ height: 'auto', minHeight: 36, maxWidth: '100%', ...style }}
      {...attributes}
      data-with-left-section="true"
      href={href}
      download
    >
      <span className="m_80f1301b mantine-Button-inner">
        <span className="m_a74036a mantine-Button-section" data-position="left">
          <IconFileDownload size={18} aria-hidden />
        </span>
        <span style={{ whiteSpace: 'normal', paddingBlock: 6 }} className="m_811560b9 mantine-Button-label">
          {children}
        </span>
      </span>
    </a>
  );
}

/** The member's own biodata (dashboard) or an accepted candidate's (candidate page). */
export function BiodataButton({ profileId, own = false }: { profileId: number; own?: boolean }) {
  const t = useTranslations('pdf.buttons');
  return (
    <DownloadLink href={`/api/profiles/${profileId}/biodata.pdf`}>
      {t(own ? 'myBiodata' : 'biodata')}
    </DownloadLink>
  );
}

type PoruthamPair = { brideStar: number; brideRaasi: number; groomStar: number; groomRaasi: number };

/** The porutham report of a pair (calculator, candidate page), by the API's parameter names. */
export function PoruthamReportButton({ pair }: { pair: PoruthamPair }) {
  const t = useTranslations('pdf.buttons');
  const query = new URLSearchParams(Object.entries(pair).map(([k, v]) => [k, String(v)]));
  return <DownloadLink href={`/api/porutham.pdf?${query}`}>{t('porutham')}</DownloadLink>;
}
