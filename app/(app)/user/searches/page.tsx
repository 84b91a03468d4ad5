import type { Metadata } from 'next';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { getLocale, getTranslations } from 'next-intl/server';
import { readMemberList } from '@/components/interests/member-list-page';
import { DeleteSearch, SearchAlertSwitch } from '@/components/searches/saved-search-actions';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { listSavedSearches } from '@/lib/data/saved-searches';
import { formatDateTime } from '@/lib/format';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { SAVED_SEARCHES_MAX } from '@/lib/validation/saved-searches';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('searches'))('title'),
});

/**
 * The member's saved searches (issue 26 item 4): each runs in one click (the match page with its
 * query), chooses whether it feeds the match alert e-mail, and is deleted after a confirmation.
 * At most 20, so one page holds them all.
 */
async function SavedSearchesPage() {
  const actor = await requireArea('member');
  const [t, say] = await Promise.all([getTranslations('searches'), getSpecText()]);
  const locale = await getLocale();
  const result = await readMemberList(() => listSavedSearches({ actor, itemsPerPage: SAVED_SEARCHES_MAX }));
  const items = 'data' in result ? result.data.items : [];
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Text c="gray.7" mb="md">
        {t('intro', { max: SAVED_SEARCHES_MAX })}
      </Text>
      {'notice' in result ? (
        <Alert color="yellow">{say(result.notice)}</Alert>
      ) : items.length ? (
        <Stack gap="sm">
          {items.map((search) => (
            <Card
              key={search.id}
              withBorder
              shadow="xs"
              padding="md"
              component="article"
              aria-label={search.name}
            >
              <Group justify="space-between" align="flex-start" gap="md">
                <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                    {search.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('savedOn', { date: formatDateTime(search.createdAt, locale) })}
                  </Text>
                  <SearchAlertSwitch id={search.id} alert={search.alert} />
                </Stack>
                <Group gap="xs">
                  <Button
                    component="a"
                    href={search.query ? `/user/matches?${search.query}` : '/user/matches'}
                    aria-label={t('runNamed', { name: search.name })}
                  >
                    {t('run')}
                  </Button>
                  <DeleteSearch id={search.id} name={search.name} />
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Alert color="gray">
          {t('empty')} <Anchor href="/user/matches">{t('toMatches')}</Anchor>
        </Alert>
      )}
    </>
  );
}

export default pageWithMantine(pageWithMessages(['account', 'searches', 'validation'], SavedSearchesPage));
