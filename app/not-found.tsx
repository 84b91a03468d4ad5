import { ButtonLink, Center, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';

/** Static (no Mantine in the browser): it is also the floor every page's JavaScript starts from. */
export default function NotFound() {
  return (
    <Center style={{ padding: spacing('md'), minHeight: '60vh' }}>
      <Stack align="center" gap="sm">
        <Title order={1}>404</Title>
        <Text>This page does not exist.</Text>
        <ButtonLink href="/" variant="light">
          Home
        </ButtonLink>
      </Stack>
    </Center>
  );
}
