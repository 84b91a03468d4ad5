'use client';

import { Link } from '@/components/ui/link';
import { Button, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/**
 * Previous and next page links of a member's list; the page lives in the URL (?page=). A client
 * component: its buttons render as next/link, which a server page cannot hand to Mantine (a
 * member list past 20 entries failed to load).
 */
export function ListPager({ path, page, lastPage }: { path: string; page: number; lastPage: number }) {
  const t = useTranslations('member');
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <Group justify="center" gap="md" mt="md">
      {page > 1 ? (
        <Button component={Link} href={href(page - 1)} variant="default" size="xs">
          {t('previous')}
        </Button>
      ) : (
        <Button variant="default" size="xs" disabled>
          {t('previous')}
        </Button>
      )}
      <Text size="sm">{t('pageOf', { page, lastPage })}</Text>
      {page < lastPage ? (
        <Button component={Link} href={href(page + 1)} variant="default" size="xs">
          {t('next')}
        </Button>
      ) : (
        <Button variant="default" size="xs" disabled>
          {t('next')}
        </Button>
      )}
    </Group>
  );
}
