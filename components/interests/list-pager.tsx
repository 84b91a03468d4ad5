import { useTranslations } from 'next-intl';
import { LightButton } from '@/components/ui/light-controls';
import { ButtonLink, Group, Text } from '@/components/ui/static-mantine';

/**
 * Previous and next page links of a member's list; the page lives in the URL (?page=). Mantine's
 * buttons and group written as its markup, on the server: no JavaScript of its own.
 */
export function ListPager({ path, page, lastPage }: { path: string; page: number; lastPage: number }) {
  const t = useTranslations('member');
  if (lastPage <= 1) return null;
  const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
  return (
    <Group justify="center" gap="md" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
      {page > 1 ? (
        <ButtonLink href={href(page - 1)} variant="default" size="xs">
          {t('previous')}
        </ButtonLink>
      ) : (
        <LightButton variant="default" size="xs" disabled>
          {t('previous')}
        </LightButton>
      )}
      <Text size="sm">{t('pageOf', { page, lastPage })}</Text>
      {page < lastPage ? (
        <ButtonLink href={href(page + 1)} variant="default" size="xs">
          {t('next')}
        </ButtonLink>
      ) : (
        <LightButton variant="default" size="xs" disabled>
          {t('next')}
        </LightButton>
      )}
    </Group>
  );
}
