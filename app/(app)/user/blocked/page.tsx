import type { Metadata } from 'next';
import { MemberCard } from '@/components/interests/member-card';
import {
  MEMBER_LIST_PAGE_SIZE,
  MemberListPage,
  pageParam,
  readMemberList,
} from '@/components/interests/member-list-page';
import { UnblockButton } from '@/components/safety/safety-actions';
import { requireArea } from '@/lib/auth/session';
import { listBlocks } from '@/lib/data/moderation/blocks';
import { formatDateTime } from '@/lib/format';

export const metadata: Metadata = { title: 'Blocked members' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The members the member blocked (issue 22 item 4): each can be unblocked, after a confirmation. */
export default async function BlockedMembersPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const page = pageParam((await searchParams).page);
  const result = await readMemberList(() => listBlocks({ actor, page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }));
  const items = 'data' in result ? result.data.items : [];
  return (
    <MemberListPage
      title="Blocked members"
      intro="You and these members do not see each other anywhere. Unblock to see each other again."
      empty="You have not blocked anyone."
      notice={'notice' in result ? result.notice : undefined}
      path="/user/blocked"
      page={page}
      lastPage={'data' in result ? result.data.lastPage : 1}
    >
      {items.map((block) => (
        <MemberCard
          key={block.id}
          member={block.member}
          note={`Blocked ${formatDateTime(block.createdAt)}`}
          actions={<UnblockButton blockId={block.id} name={block.member.fullName} />}
        />
      ))}
    </MemberListPage>
  );
}
