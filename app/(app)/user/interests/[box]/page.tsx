import type { Metadata } from 'next';
import { Stack } from '@mantine/core';
import { notFound } from 'next/navigation';
import InterestActions from '@/components/interests/InterestActions';
import { SafetyActions } from '@/components/safety/safety-actions';
import { ContactLine } from '@/components/interests/contact-line';
import { MemberCard } from '@/components/interests/member-card';
import {
  MEMBER_LIST_PAGE_SIZE,
  MemberListPage,
  pageParam,
  readMemberList,
} from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listInterests, type InterestListOptions, type InterestView } from '@/lib/data/interests';
import { formatDateTime } from '@/lib/format';
import { INTEREST_BADGES } from '@/lib/interests/messages';

/** The three interest pages of a member: received, sent, accepted (issue 11, item 6). */
const BOXES = {
  received: {
    title: 'Interests received',
    intro: 'Members who are interested in you. Accept to share contact details, or decline.',
    empty: 'No interests received yet.',
    filter: { direction: 'received' },
  },
  sent: {
    title: 'Interests sent',
    intro: 'Members you sent an interest to. You can withdraw one while it is pending.',
    empty: 'You have not sent any interests yet.',
    filter: { direction: 'sent' },
  },
  accepted: {
    title: 'Accepted interests',
    intro:
      'Members who accepted your interest, or whose interest you accepted. Contact details show with an active plan.',
    empty: 'No accepted interests yet.',
    filter: { statuses: ['accepted'] },
  },
} satisfies Record<
  string,
  { title: string; intro: string; empty: string; filter: Partial<InterestListOptions> }
>;

type Box = keyof typeof BOXES;
const isBox = (box: string): box is Box => box in BOXES;

/** The card's interest as the buttons take it: they act on this one, and the card shows its badge. */
const cardInterest = (interest: InterestView) => ({
  '@id': `/api/interests/${interest.id}`,
  id: interest.id,
  status: interest.status,
  direction: interest.direction,
  updatedAt: interest.updatedAt.toISOString(),
});

const noteLabel = (interest: InterestView) =>
  interest.direction === 'sent' ? 'Your note' : `Note from ${interest.other.fullName}`;

type Props = {
  params: Promise<{ box: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { box } = await params;
  return { title: isBox(box) ? BOXES[box].title : 'Interests' };
}

export default async function InterestBoxPage({ params, searchParams }: Props) {
  const actor = await requireArea('member');
  const { box } = await params;
  if (!isBox(box)) notFound();
  const config = BOXES[box];
  const page = pageParam((await searchParams).page);
  const result = await readMemberList(() =>
    listInterests({ actor, ...config.filter, page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }),
  );
  const items = 'data' in result ? result.data.items : [];
  return (
    <MemberListPage
      title={config.title}
      intro={config.intro}
      empty={config.empty}
      notice={'notice' in result ? result.notice : undefined}
      path={`/user/interests/${box}`}
      page={page}
      lastPage={'data' in result ? result.data.lastPage : 1}
    >
      {items.map((interest) => (
        <MemberCard
          key={interest.id}
          member={interest.other}
          badge={INTEREST_BADGES[interest.status]}
          note={`${interest.direction === 'sent' ? 'Sent' : 'Received'} ${formatDateTime(interest.createdAt)}`}
          message={interest.note ? { label: noteLabel(interest), text: interest.note } : null}
          contact={box === 'accepted' ? <ContactLine contact={interest.contact} /> : undefined}
          actions={
            <Stack gap="xs" align="flex-end">
              <InterestActions
                profileId={interest.other.profileId}
                name={interest.other.fullName}
                card={cardInterest(interest)}
              />
              <SafetyActions profileId={interest.other.profileId} name={interest.other.fullName} />
            </Stack>
          }
        />
      ))}
    </MemberListPage>
  );
}
