import { PROFILE_TEXT } from '@/lib/resources/profile-text';

/** The matches' product strings in one place (the waiting notice is the spec's, section 2). */
export const MATCH_TEXT = {
  title: 'Find your match',
  waiting: PROFILE_TEXT.waitForCall,
  noProfile: PROFILE_TEXT.noProfile,
  hidden: 'Your profile is hidden, so matching is paused. Show it again on My account to search.',
  married: 'You marked yourself as married on My account, so matching is closed. Congratulations!',
  empty: 'No matches for these filters. Widen the age range or clear a filter.',
  contactTitle: 'Contact',
  horoscope: 'Horoscope',
} as const;
