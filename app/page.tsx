import { Stack, Text, Title } from '@mantine/core';
import { PublicPage } from '@/components/ui/public-page';
import { HomeActions } from './home-actions';

export default function HomePage() {
  return (
    <PublicPage>
      <Stack align="center" gap="lg" maw={640} ta="center" py="xl">
        <Title order={2} size="h1">
          Find your life partner, the Tamil way
        </Title>
        <Text size="lg" c="dimmed">
          Register free, complete your profile with your horoscope and what you are looking for, and see
          matches with the ten-porutham star compatibility beside each one.
        </Text>
        <HomeActions />
      </Stack>
    </PublicPage>
  );
}
