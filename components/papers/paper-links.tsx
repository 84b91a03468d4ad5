'use client';

import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

/**
 * The download buttons of the papers (issue 24 item 3): plain links to the PDF addresses, which
 * answer in the language of the NEXT_LOCALE cookie the browser sends with them.
 */
const icon = <IconFileDownload size={18} aria-hidden />;
/** Long labels (Tamil's are) wrap inside the button rather than being cut at phone width. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, maxWidth: '100%' },
  label: { whiteSpace: 'normal' as const, paddingBlock: 6 },
};

/** The member's own biodata (dashboard) or an accepted candidate's (candidate page). */
export function BiodataButton({ profileId, own = false }: { profileId: number; own?: boolean }) {
  const t = useTranslations('pdf.buttons');
  return (
    <Button
      component="a"
      href={`/api/profiles/${profileId}/biodata.pdf`}
      download
      variant="light"
      leftSection={icon}
      styles={wrapping}
    >
      {t(own ? 'myBiodata' : 'biodata')}
    </Button>
  );
}

type PoruthamPair = { brideStar: number; brideRaasi: number; groomStar: number; groomRaasi: number };

/** The porutham report of a pair (calculator, candidate page), by the API's parameter names. */
export function PoruthamReportButton({ pair }: { pair: PoruthamPair }) {
  const t = useTranslations('pdf.buttons');
  const query = new URLSearchParams(Object.entries(pair).map(([k, v]) => [k, String(v)]));
  return (
    <Button
      component="a"
      href={`/api/porutham.pdf?${query}`}
      download
      variant="light"
      leftSection={icon}
      styles={wrapping}
    >
      {t('porutham')}
    </Button>
  );
}
