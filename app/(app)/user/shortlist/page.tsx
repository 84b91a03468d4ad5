import type { Metadata } from 'next';
import InterestActions from '@/components/interests/InterestActions';
import { MemberCard } from '@/components/interests/member-card';
import {
  MEMBER_LIST_PAGE_SIZE,
  MemberListPage,
  pageParam,
  readMemberList,
} from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listShortlist } from '@/lib/data/shortlists';
import { formatDateTime } from '@/lib/format';

export const metadata: Metadata = { title: 'Shortlist' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The member's shortlist (issue 11, item 7), each with the interest buttons. */
export default async function ShortlistPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const page = pageParam((await searchParams).page);
  const result = await readMemberList(() =>
    listShortlist({ actor, page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }),
  );
  const items = 'data' in result ? result.data.items : [];
  return (
    <MemberListPage
      title="Shortlist"
      intro="Members you keep an eye on. Send an interest when you are ready."
      empty="Your shortlist is empty."
      notice={'notice' in result ? result.notice : undefined}
      path="/user/shortlist"
      page={page}
      lastPage={'data' in result ? result.data.lastPage : 1}
    >
      {items.map((entry) => (
        <MemberCard
          key={entry.id}
          member={entry.member}
          note={`Added ${formatDateTime(entry.createdAt)}`}
          actions={<InterestActions profileId={entry.profileId} name={entry.member.fullName} />}
        />
      ))}
    </MemberListPage>
  );
}
