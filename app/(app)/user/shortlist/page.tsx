import type { Metadata } from 'next';
import InterestActions from '@/components/interests/InterestActions';
import { MemberCard } from '@/components/interests/member-card';
import { MemberList } from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { readPairStates } from '@/lib/data/pair-states';
import { listShortlist } from '@/lib/data/shortlists';
import { formatDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { pageWithMessages } from '@/components/i18n/client-island';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('lists'))('shortlistTitle'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The member's shortlist (issue 11, item 7), each with the interest buttons. */
async function ShortlistPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  return (
    <MemberList
      texts="shortlist"
      path="/user/shortlist"
      searchParams={searchParams}
      load={async (paging) => {
        const result = await listShortlist({ actor, ...paging });
        // Where the member stands with each of them, for the buttons: read for the whole page at once.
        const pairs = await readPairStates(
          actor,
          result.items.map((entry) => entry.profileId),
        );
        return {
          ...result,
          items: result.items.map((entry) => ({ ...entry, pair: pairs.get(entry.profileId) })),
        };
      }}
    >
      {(entry, { t, locale }) => (
        <MemberCard
          key={entry.id}
          member={entry.member}
          note={t('addedOn', { date: formatDateTime(entry.createdAt, locale) })}
          actions={
            <InterestActions profileId={entry.profileId} name={entry.member.fullName} initial={entry.pair} />
          }
        />
      )}
    </MemberList>
  );
}

export default pageWithMessages(['interests', 'validation'], ShortlistPage);
