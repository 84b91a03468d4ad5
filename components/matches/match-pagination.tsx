'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** Server-side pages: a page change only rewrites `page` in the URL; the server reads that page. */
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
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" aria-live="polite">
        {exact ? t('count', { count: total }) : t('countAtLeast', { count: total })}
      </Text>
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={page}
          siblings={1}
          boundaries={1}
          onChange={(next) => {
            const search = new URLSearchParams(params.toString());
            search.set('page', String(next));
            router.push(`${pathname}?${search.toString()}`);
          }}
          getControlProps={(control) => ({ 'aria-label': t(`pageControl_${control}`) })}
        />
      )}
    </Group>
  );
}
