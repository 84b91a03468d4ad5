import type { Metadata } from 'next';
import { ButtonLink, TextLink } from '@/components/ui/static-mantine';
import { MemberCard } from '@/components/interests/member-card';
import { MemberList } from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listProfileVisits } from '@/lib/data/profile-visits';
import { formatDateTime } from '@/lib/format';
import { PROFILE_VISIT_TEXT } from '@/lib/validation/profile-visits';
import { getTranslations } from 'next-intl/server';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('lists'))('viewsTitle'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Who viewed me (issue 26 item 4): members who opened the member's page, newest first, as the
 * data layer shows them (profile-visits.ts: photos by the photo rules; blocked, hidden, suspended
 * and privately browsing members left out). A member browsing privately reads why not, and where to change it.
 */
export default async function WhoViewedMePage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const t = await getTranslations('lists');
  return (
    <MemberList
      texts="views"
      path="/user/views"
      searchParams={searchParams}
      load={(paging) => listProfileVisits({ actor, ...paging })}
      after={(notice) =>
        notice === PROFILE_VISIT_TEXT.browsingPrivately && (
          <p style={{ marginTop: 'var(--mantine-spacing-md)' }}>
            <TextLink href="/user/account#private-browsing">{t('turnOffPrivate')}</TextLink>
          </p>
        )
      }
    >
      {(visit, { locale }) => (
        <MemberCard
          key={visit.id}
          member={visit.member}
          note={t('viewedOn', { date: formatDateTime(visit.viewedAt, locale) })}
          actions={
            <ButtonLink
              href={`/user/matches/${visit.profileId}`}
              variant="light"
              aria-label={t('viewProfileOf', { name: visit.member.fullName })}
            >
              {t('viewProfile')}
            </ButtonLink>
          }
        />
      )}
    </MemberList>
  );
}
