import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-island';
import { AppShellLayout } from '@/components/shell/app-shell';
import { SignedInProviders } from '@/components/shell/signed-in-providers';
import { AcceptTermsIsland } from '@/components/legal/accept-terms-island';
import { requireActor } from '@/lib/auth/session';
import { areaOf } from '@/lib/auth/roles';
import { getCollegeSettings } from '@/lib/data/college/settings';
import { countMemberMenu, countUnreadNotifications } from '@/lib/data/member-menu';
import { pendingTermsFor } from '@/lib/data/terms';
import { menuFor } from '@/lib/menus';
import { acceptTermsAction } from './terms-actions';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  // Members see their interest and shortlist figures beside the menu entries (router.refresh() updates them).
  const [counts, unreadNotices, pendingTerms, t] = await Promise.all([
    area === 'member' ? countMemberMenu(actor) : undefined,
    area === 'member' ? countUnreadNotifications(actor) : null,
    area === 'member' ? pendingTermsFor(actor) : null,
    getTranslations('menu'),
  ]);
  // College staff never see the matrimony brand: their header carries the college's name and logo.
  const college = area === 'college' ? await getCollegeSettings() : null;
  const brand = college ? { name: college.name, logo: college.logo || null } : undefined;
  // The bell's namespace (the shell reads its words on the server); each page adds its own
  // (pageWithMessages in components/i18n/client-island.tsx). No Mantine provider here: a member page
  // that draws Mantine has its own (pageWithMantine), the staff areas theirs (their layouts).
  return (
    <ClientMessages namespaces={['notifications']}>
      <SignedInProviders>
        <AppShellLayout
          menu={menuFor(area, t)}
          email={actor.email}
          counts={counts}
          brand={brand}
          unreadNotices={unreadNotices ?? undefined}
        >
          {/* Terms not accepted in their version in force: the page waits until they are (issue 23, item 3). */}
          {pendingTerms ? <AcceptTermsIsland {...pendingTerms} accept={acceptTermsAction} /> : children}
        </AppShellLayout>
      </SignedInProviders>
    </ClientMessages>
  );
}
