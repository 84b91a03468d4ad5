import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PublicPage } from '@/components/ui/public-page';
import { HomeActions } from './home-actions';

export default function HomePage() {
  const t = useTranslations('home');
  return (
    <PublicPage>
      <Stack align="center" gap="lg" maw={640} ta="center" py="xl">
        <Title order={2} size="h1">
          {t('title')}
        </Title>
        <Text size="lg" c="dimmed">
          {t('intro')}
        </Text>
        <HomeActions />
      </Stack>
    </PublicPage>
  );
}
