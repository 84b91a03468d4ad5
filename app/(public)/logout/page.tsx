import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { PublicPage } from '@/components/ui/public-page';
import { logout } from '@/lib/auth/logout-action';
import { getActor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sign out' };

/**
 * GET /logout signs nobody out (a link or image on another site must not): it shows the button,
 * whose POST does. The account menu posts the same action directly.
 */
export default async function LogoutPage() {
  const actor = await getActor();
  if (!actor) redirect('/login');
  return (
    <PublicPage>
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form action={logout}>
          <Stack>
            <Title order={2} ta="center">
              Sign out
            </Title>
            <Text ta="center">
              You are signed in as <strong>{actor.email}</strong>.
            </Text>
            <Button type="submit" fullWidth>
              Sign out
            </Button>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
