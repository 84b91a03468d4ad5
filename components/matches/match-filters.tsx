import { getTranslations } from 'next-intl/server';
import { SORTS, type MatchFilterValues } from './filter-query';
import { MatchFilterForm, type FilterTexts, type Option } from './match-filter-form';

export type { Option };

/**
 * The search form: starts from the member's preferences (as the server applied them). Its words
 * are read here, on the server; the form itself (./match-filter-form.tsx) is drawn from them and
 * the choice lists as data, so the page's payload carries each list once as values and names, not
 * a second copy of its markup (issue 28 item 2). A GET form, server-rendered: it works without
 * JavaScript.
 */
export async function MatchFilters({
  initial,
  heights,
  castes,
  stars,
}: {
  initial: MatchFilterValues;
  heights: Option[];
  castes: Option[];
  stars: Option[];
}) {
  const t = await getTranslations('matches');
  const texts: FilterTexts = {
    filters: t('filters'),
    fromAge: t('fromAge'),
    toAge: t('toAge'),
    heightAtLeast: t('heightAtLeast'),
    minScore: t('minScore'),
    any: t('any'),
    caste: t('caste'),
    star: t('star'),
    sortBy: t('sortBy'),
    mutual: t('mutual'),
    search: t('search'),
    reset: t('reset'),
  };
  const sorts = SORTS.map((sort) => ({ value: sort.value, label: t(sort.key) }));
  return (
    <MatchFilterForm
      texts={texts}
      initial={initial}
      heights={heights}
      castes={castes}
      stars={stars}
      sorts={sorts}
    />
  );
}
