import { AppShellLayout } from '@/components/shell/app-shell';
import { requireActor } from '@/lib/auth/session';
import { areaOf } from '@/lib/auth/roles';
import { countMemberMenu } from '@/lib/data/member-menu';
import { MENUS } from '@/lib/menus';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  // Members see their interest and shortlist figures beside the menu entries (router.refresh() updates them).
  const counts = area === 'member' ? await countMemberMenu(actor) : undefined;
  return (
    <AppShellLayout menu={MENUS[area]} email={actor.email} counts={counts}>
      {children}
    </AppShellLayout>
  );
}
