import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PublicPage } from '@/components/ui/public-page';
import {
  ButtonInner,
  Paper,
  Stack,
  Text,
  Title,
  buttonAttributes,
  spacing,
} from '@/components/ui/static-mantine';
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
      <Paper shadow="sm" style={{ padding: spacing('xl'), width: '100%', maxWidth: spacing(420) }}>
        <form action={logout}>
          <Stack>
            <Title order={2} style={{ textAlign: 'center' }}>
              Sign out
            </Title>
            <Text style={{ textAlign: 'center' }}>
              You are signed in as <strong>{actor.email}</strong>.
            </Text>
            <button {...buttonAttributes({ fullWidth: true })} type="submit">
              <ButtonInner>Sign out</ButtonInner>
            </button>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
