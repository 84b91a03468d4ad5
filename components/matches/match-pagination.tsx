'use client';

import { useTranslations } from 'next-intl';
import { UrlPagination } from '@/components/ui/url-pagination';

/** The match list's pages: the count of matches beside the pager (components/ui/url-pagination). */
export function MatchPagination({
  page,
  lastPage,
  total,
  exact = true,
}: {
  page: number;
  lastPage: number;
  total: number;
  /** false: more than `total` matches (the search stops counting there): "1,000+ matches". */
  exact?: boolean;
}) {
  const t = useTranslations('matches');
  return (
    <UrlPagination
      page={page}
      pages={lastPage}
      summary={exact ? t('count', { count: total }) : t('countAtLeast', { count: total })}
      controlLabel={(control) => t(`pageControl_${control}`)}
    />
  );
}
