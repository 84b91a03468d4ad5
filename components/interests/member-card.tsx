import { Avatar, Badge, Blockquote } from '@/components/ui/static-surfaces';
import { useTranslations } from 'next-intl';
import { specText } from '@/lib/i18n/spec-text';
import type { MemberSummary } from '@/lib/data/member-summary';
import { cardImageOf } from '@/lib/media/photo-names';
import classes from './member-card.module.css';

/**
 * One member in the interest and shortlist lists: photo, name, age, occupation and place, a status
 * badge, whatever the list adds below (contact details), and the buttons on the right (below on a
 * phone). Only the public summary: the number is passed in as `contact` where it is revealed.
 * Plain elements (member-card.module.css) with Mantine's avatar, badge and quote written as its
 * markup (components/ui/static-surfaces.tsx): a list has up to 20 cards, and each Mantine element
 * would cost server time, markup and, on the page, Mantine's code.
 */
type Props = {
  member: MemberSummary;
  badge?: { label: string; color: string };
  note?: string;
  /** The sender's personal note with an interest, quoted. */
  message?: { label: string; text: string } | null;
  contact?: React.ReactNode;
  actions?: React.ReactNode;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function MemberCard({ member, badge, note, message, contact, actions }: Props) {
  const t = useTranslations('member');
  const tv = useTranslations('validation');
  const facts = [t('years', { age: member.age }), member.occupation, member.livingCity]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={classes.card} aria-label={member.fullName}>
      <div className={classes.row}>
        <div className={classes.who}>
          <Avatar src={member.photo && cardImageOf(member.photo).src} alt={member.fullName} size={64}>
            {initials(member.fullName)}
          </Avatar>
          <div className={classes.about}>
            <div className={classes.nameRow}>
              <p className={classes.name}>{member.fullName}</p>
              {badge && (
                <Badge color={badge.color} textColor="dark.8" variant="light">
                  {specText(badge.label, tv)}
                </Badge>
              )}
            </div>
            <p className={classes.facts}>{facts}</p>
            {note && <p className={classes.note}>{note}</p>}
            {message && (
              <Blockquote aria-label={message.label}>
                <p className={classes.message}>{message.text}</p>
              </Blockquote>
            )}
            {contact}
          </div>
        </div>
        {actions}
      </div>
    </article>
  );
}

/** The buttons beside a card, one under the other. */
export function MemberCardActions({ children }: { children: React.ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
