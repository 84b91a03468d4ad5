import type { Metadata } from 'next';
import { List, ListItem, Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireActor } from '@/lib/auth/session';
import { PORUTHAMS } from '@/lib/matching/porutham';
import { getTranslations } from 'next-intl/server';
import { PoruthamCalculator } from './porutham-calculator';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('porutham'))('porutham'),
});

type Search = Record<string, string | string[] | undefined>;
const numberOf = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) ? n : null;
};

/**
 * The ten poruthams explained in plain words, with a calculator whose choices live in the URL
 * (?brideStar=&brideRaasi=&groomStar=&groomRaasi=, the API's names) so a result can be shared.
 */
async function PoruthamPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireActor();
  // The method in plain words (from shared/docs/porutham.md), in the page's language.
  const t = await getTranslations('porutham');
  const search = await searchParams;
  const initial = {
    brideStar: numberOf(search.brideStar),
    brideRaasi: numberOf(search.brideRaasi),
    groomStar: numberOf(search.groomStar),
    groomRaasi: numberOf(search.groomRaasi),
  };
  return (
    <>
      <PageTitle>{t('porutham')}</PageTitle>
      <Stack gap="lg" maw={900}>
        <Paper withBorder p="lg" radius="md">
          <PoruthamCalculator initial={initial} />
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="method">
          <Title order={2} size="h3" id="method" mb="sm">
            {t('methodTitle')}
          </Title>
          <Text mb="sm">{t('method.intro')}</Text>
          <Text mb="md">{t('method.score')}</Text>
          <List type="ordered" spacing="sm">
            {PORUTHAMS.map((p) => (
              <ListItem key={p.key}>
                <Text span fw={600}>
                  {t(`names.${p.key}`)}.
                </Text>{' '}
                {t(`method.${p.key}`)}
              </ListItem>
            ))}
          </List>
          <Text mt="md" c="gray.7">
            {t('method.dosham')}
          </Text>
        </Paper>
      </Stack>
    </>
  );
}

export default pageWithMantine(pageWithMessages(['pdf', 'porutham'], PoruthamPage));
