/**
 * The member's account page (`/user/account`, issue 23 section 2): its texts and the input it
 * takes, shared by the page, its server actions and `/api/me`. No zod here: the
 * page's client components import this file (./member-account.ts re-exports it with the schemas).
 */
export const MEMBER_ACCOUNT_TEXT = {
  title: 'My account',
  passwordRequired: 'Enter Password!',
  passwordWrong: 'The password is not correct.',
  noProfile: 'Create your profile first.',
  hidden: 'Your profile is hidden. Nobody finds it in a search or opens it, and interests are paused.',
  shown: 'Your profile is visible to members again.',
  hideExplain:
    'A hidden profile is out of every search and candidate page, and your interests and shortlists are paused: members who had you in theirs no longer see you until you show it again. Undo it any time.',
  deleteExplain:
    'Deleting your account erases at once your profile, photos, horoscope, notes, shortlists and interests, and you disappear for every member. You are signed out everywhere. Only what the law requires is kept, apart and for 180 days: your e-mail, mobile number, name and the dates of registration and deletion. You can register again later with the same e-mail.',
  sameEmail: 'This is already your sign-in e-mail.',
  mailFailed: 'We could not send the confirmation e-mail. Please try again later.',
  emailLinkSent:
    'We have e-mailed a link to the new address. Your sign-in e-mail changes when you follow it (within 24 hours).',
  emailChanged: 'Your sign-in e-mail is changed. The old address has been told.',
  emailLinkInvalid: 'This link is invalid, used or expired. Ask for a new one below.',
  emailTakenMeanwhile: 'Another account registered this e-mail meanwhile. Choose another one.',
  marriedExplain:
    'Marking yourself as married closes matching: your profile leaves every search and candidate page, and your interests, sent, received and accepted, are paused (nobody sees them, nothing is lost). If you met on Thirumanam, name your partner: they are asked to confirm from their own account page. You can undo this if it was a mistake.',
  married: 'Congratulations! Matching is closed for you.',
  marriedUndone: 'Your profile is back in matching.',
  partnerNotCandidate: 'Choose a member whose interest with you was accepted.',
  marriageConfirmedAlready: 'Your marriage is already confirmed with another member. Undo it first.',
  noMarriageToAnswer: 'Nobody is waiting for your answer about a marriage.',
  marriageConfirmExplain:
    'Confirming says you married this member and met on Thirumanam. It marks you as married too: matching closes for you and your interests are paused. Undo it any time on this page.',
  marriageConfirmed: 'Thank you! Your marriage is confirmed.',
  marriageDeclined: 'Your answer is saved: the name is taken off.',
  signInsExplain:
    'Your latest sign-ins. If one is not yours, change your password at once. Kept 90 days (at most 50), erased with your account.',
  dataTitle: 'My data',
  dataExplain:
    'Everything Thirumanam stores about you: your account, profile, photos, interests, shortlist, the terms you accepted, your sign-ins, the links we e-mailed you and your complaints. Other members appear only by the address of their profile.',
} as const;
