import { getTranslations } from 'next-intl/server';
import { LinkPagination } from '@/components/ui/link-pagination';

/** The match list's pages: the count of matches beside the pager, as plain links (components/ui/link-pagination). */
export async function MatchPagination({
  page,
  lastPage,
  total,
  exact = true,
  search,
}: {
  page: number;
  lastPage: number;
  total: number;
  /** false: more than `total` matches (the search stops counting there): "1,000+ matches". */
  exact?: boolean;
  /** The page's URL search: each page's link keeps it, `page` aside. */
  search: URLSearchParams;
}) {
  const t = await getTranslations('matches');
  return (
    <LinkPagination
      page={page}
      pages={lastPage}
      summary={exact ? t('count', { count: total }) : t('countAtLeast', { count: total })}
      controlLabel={(control) => t(`pageControl_${control}`)}
      pathname="/user/matches"
      search={search}
    />
  );
}
