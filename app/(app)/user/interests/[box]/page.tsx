import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import InterestActions from '@/components/interests/InterestActions';
import { SafetyActions } from '@/components/safety/safety-actions';
import { MessageLink } from '@/components/messages/message-link';
import { ContactLine } from '@/components/interests/contact-line';
import { revealContactAction } from '../../contact-actions';
import { MemberCard, MemberCardActions } from '@/components/interests/member-card';
import {
  MEMBER_LIST_PAGE_SIZE,
  MemberListPage,
  pageParam,
  readMemberList,
} from '@/components/interests/member-list-page';
import { requireArea } from '@/lib/auth/session';
import { listInterests, type InterestListOptions, type InterestView } from '@/lib/data/interests';
import { readPairStates } from '@/lib/data/pair-states';
import { formatDateTime } from '@/lib/format';
import { INTEREST_BADGES } from '@/lib/interests/messages';
import { getTranslations, getLocale } from 'next-intl/server';
import { pageWithMessages } from '@/components/i18n/client-island';

/**
 * The three interest pages of a member: received, sent, accepted (issue 11, item 6). Their title,
 * intro and empty text are the catalogue's `interests.{box}` texts.
 */
const BOXES = {
  received: { filter: { direction: 'received' } },
  sent: { filter: { direction: 'sent' } },
  accepted: { filter: { statuses: ['accepted'] } },
} satisfies Record<string, { filter: Partial<InterestListOptions> }>;

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

type Props = {
  params: Promise<{ box: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { box } = await params;
  const t = await getTranslations('interests');
  return { title: isBox(box) ? t(`${box}.title`) : t('title') };
}

async function InterestBoxPage({ params, searchParams }: Props) {
  const actor = await requireArea('member');
  const { box } = await params;
  if (!isBox(box)) notFound();
  const config = BOXES[box];
  const t = await getTranslations('interests');
  const locale = await getLocale();
  const noteLabel = (interest: InterestView) =>
    interest.direction === 'sent' ? t('yourNote') : t('noteFrom', { name: interest.other.fullName });
  const page = pageParam((await searchParams).page);
  const result = await readMemberList(() =>
    listInterests({ actor, ...config.filter, page, itemsPerPage: MEMBER_LIST_PAGE_SIZE }),
  );
  const items = 'data' in result ? result.data.items : [];
  // Where the member stands with each of them, for the buttons: read for the whole page at once.
  const pairs = await readPairStates(
    actor,
    items.map((interest) => interest.other.profileId),
  );
  return (
    <MemberListPage
      title={t(`${box}.title`)}
      intro={t(`${box}.intro`)}
      empty={t(`${box}.empty`)}
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
          note={t(interest.direction === 'sent' ? 'sentOn' : 'receivedOn', {
            date: formatDateTime(interest.createdAt, locale),
          })}
          message={interest.note ? { label: noteLabel(interest), text: interest.note } : null}
          contact={
            box === 'accepted' ? (
              <ContactLine
                contact={interest.contact}
                profileId={interest.other.profileId}
                reveal={revealContactAction}
              />
            ) : undefined
          }
          actions={
            <MemberCardActions>
              <InterestActions
                profileId={interest.other.profileId}
                name={interest.other.fullName}
                card={cardInterest(interest)}
                initial={pairs.get(interest.other.profileId)}
              />
              {interest.status === 'accepted' && (
                <MessageLink actor={actor} profileId={interest.other.profileId} />
              )}
              <SafetyActions
                profileId={interest.other.profileId}
                name={interest.other.fullName}
                note={
                  interest.direction === 'received' && interest.note
                    ? { interestId: interest.id, text: interest.note }
                    : undefined
                }
              />
            </MemberCardActions>
          }
        />
      ))}
    </MemberListPage>
  );
}

export default pageWithMessages(['interests', 'member', 'messages', 'plans', 'validation'], InterestBoxPage);
