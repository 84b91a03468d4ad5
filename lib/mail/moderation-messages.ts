import { appUrl, escapeHtml, mailWords, type Recipient } from './messages';

/**
 * What moderation tells a member (issue 22, items 3 and 4): a photo not approved, a warning after
 * reports, a profile hidden, an account suspended, and either of the last two undone. Each says
 * why, in the administrator's words (as written: they are not translated).
 */
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

type Words = ReturnType<typeof mailWords>;

function moderationMail(
  to: Recipient,
  reason: string,
  build: (t: Words) => { subject: string; intro: string[]; outro: string[] },
) {
  const { subject, intro, outro } = build(mailWords(to.locale));
  const text = [...intro, '', reason, '', ...outro].join('\n');
  const html = `${paragraphs(intro)}
<blockquote style="white-space: pre-wrap">${escapeHtml(reason)}</blockquote>
${paragraphs(outro)}`;
  return { to: to.email, subject, text, html };
}

const mistake = (t: Words) => t('moderation.mistake', { link: `${appUrl()}/grievance` });

export const photoRejectedMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.photoRejectedSubject'),
    intro: [t('moderation.photoRejectedIntro')],
    outro: [t('moderation.photoRejectedOutro'), t('moderation.team')],
  }));

export const memberWarnedMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.warnedSubject'),
    intro: [t('moderation.warnedIntro')],
    outro: [t('moderation.warnedOutro'), t('moderation.team')],
  }));

export const profileHiddenMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.hiddenSubject'),
    intro: [t('moderation.hiddenIntro')],
    outro: [mistake(t), t('moderation.team')],
  }));

export const accountSuspendedMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.suspendedSubject'),
    intro: [t('moderation.suspendedIntro')],
    outro: [mistake(t), t('moderation.team')],
  }));

/** A suspension an administrator decided from the member's profile, not after reports. */
export const accountSuspendedByBureauMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.suspendedSubject'),
    intro: [t('moderation.suspendedByBureauIntro')],
    outro: [mistake(t), t('moderation.team')],
  }));

export const profileRestoredMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.profileRestoredSubject'),
    intro: [t('moderation.profileRestoredIntro')],
    outro: [t('moderation.team')],
  }));

export const accountRestoredMail = (to: Recipient, reason: string) =>
  moderationMail(to, reason, (t) => ({
    subject: t('moderation.accountRestoredSubject'),
    intro: [t('moderation.accountRestoredIntro')],
    outro: [t('moderation.team')],
  }));
