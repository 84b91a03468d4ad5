import { AppShellLayout } from '@/components/shell/app-shell';
import { AcceptTerms } from '@/components/legal/accept-terms';
import { requireActor } from '@/lib/auth/session';
import { areaOf } from '@/lib/auth/roles';
import { countMemberMenu } from '@/lib/data/member-menu';
import { pendingTermsFor } from '@/lib/data/terms';
import { MENUS } from '@/lib/menus';
import { acceptTermsAction } from './terms-actions';

export default async function SignedInLayout({ children }: { children: React.ReactNode }) {
  const actor = await requireActor();
  const area = areaOf(actor.roles);
  // Members see their interest and shortlist figures beside the menu entries (router.refresh() updates them).
  const [counts, pendingTerms] =
    area === 'member'
      ? await Promise.all([countMemberMenu(actor), pendingTermsFor(actor)])
      : [undefined, null];
  return (
    <AppShellLayout menu={MENUS[area]} email={actor.email} counts={counts}>
      {/* Terms not accepted in their version in force: the page waits until they are (issue 23, item 3). */}
      {pendingTerms ? <AcceptTerms {...pendingTerms} accept={acceptTermsAction} /> : children}
    </AppShellLayout>
  );
}
