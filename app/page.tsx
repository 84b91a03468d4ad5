import { useTranslations } from 'next-intl';
import { PublicPage } from '@/components/ui/public-page';
import { ButtonLink, Group, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';

/** The home page: static, so it downloads no Mantine and no next-intl (issue 28, item 3). */
export default function HomePage() {
  const t = useTranslations('home');
  return (
    <PublicPage>
      <Stack
        gap="lg"
        align="center"
        style={{ paddingBlock: spacing('xl'), textAlign: 'center', maxWidth: spacing(640) }}
      >
        <Title order={2} size="h1">
          {t('title')}
        </Title>
        <Text size="lg" dimmed>
          {t('intro')}
        </Text>
        <Group>
          <ButtonLink href="/register" size="md">
            {t('registerFree')}
          </ButtonLink>
          <ButtonLink href="/login" size="md" variant="outline">
            {t('login')}
          </ButtonLink>
        </Group>
      </Stack>
    </PublicPage>
  );
}
