import type { Metadata } from 'next';
import { MemberCard } from '@/components/interests/member-card';
import { MemberList } from '@/components/interests/member-list-page';
import { UnblockButton } from '@/components/safety/unblock-button';
import { requireArea } from '@/lib/auth/session';
import { listBlocks } from '@/lib/data/moderation/blocks';
import { formatDateTime } from '@/lib/format';
import { getTranslations } from 'next-intl/server';
import { pageWithMessages } from '@/components/i18n/client-island';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('lists'))('blockedTitle'),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The members the member blocked (issue 22 item 4): each can be unblocked, after a confirmation. */
async function BlockedMembersPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  return (
    <MemberList
      texts="blocked"
      path="/user/blocked"
      searchParams={searchParams}
      load={(paging) => listBlocks({ actor, ...paging })}
    >
      {(block, { t, locale }) => (
        <MemberCard
          key={block.id}
          member={block.member}
          note={t('blockedOn', { date: formatDateTime(block.createdAt, locale) })}
          actions={<UnblockButton blockId={block.id} name={block.member.fullName} />}
        />
      )}
    </MemberList>
  );
}

export default pageWithMessages(['member', 'validation'], BlockedMembersPage);
