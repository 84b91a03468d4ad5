import { AppShellLayout } from '@/components/shell/app-shell';
import { requireActor } from '@/lib/auth/session';
import { areaOf } from '@/lib/auth/roles';
import { MENUS } from '@/lib/menus';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireActor();
  return (
    <AppShellLayout menu={MENUS[areaOf(actor.roles)]} email={actor.email}>
      {children}
    </AppShellLayout>
  );
}
