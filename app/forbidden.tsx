import { ButtonLink, Center, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';

/** Static, as app/not-found.tsx: the root layout has no Mantine provider. */
export default function Forbidden() {
  return (
    <Center style={{ padding: spacing('md'), minHeight: '60vh' }}>
      <Stack align="center" gap="sm">
        <Title order={1}>403</Title>
        <Text>You are not allowed to open this page.</Text>
        <ButtonLink href="/user/dashboard" variant="light">
          Go to your dashboard
        </ButtonLink>
      </Stack>
    </Center>
  );
}
