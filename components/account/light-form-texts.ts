import { getTranslations } from 'next-intl/server';
import { getSpecTexts } from '@/lib/i18n/spec-texts-server';
import type { EmailLinkTexts } from './email-link-form';
import type { NewPasswordTexts } from './new-password-form';

/**
 * What the light account forms (./email-link-form.tsx, ./new-password-form.tsx) take from their
 * page instead of next-intl in the browser: their words from `form`, and the spec's messages.
 */
export async function emailLinkProps(): Promise<{
  texts: EmailLinkTexts;
  spec: Awaited<ReturnType<typeof getSpecTexts>>;
}> {
  const [t, spec] = await Promise.all([getTranslations('form'), getSpecTexts()]);
  return {
    texts: { email: t('email'), send: t('send'), backToLogin: t('backToLogin'), dismiss: t('dismiss') },
    spec,
  };
}

export async function newPasswordProps(): Promise<{
  texts: NewPasswordTexts;
  spec: Awaited<ReturnType<typeof getSpecTexts>>;
}> {
  const [t, spec] = await Promise.all([getTranslations('form'), getSpecTexts()]);
  return {
    texts: {
      newPassword: t('newPassword'),
      confirmPassword: t('confirmPassword'),
      showPassword: t('showPassword'),
      save: t('save'),
      lengthHintDot: t('lengthHintDot'),
      login: t('login'),
      dismiss: t('dismiss'),
    },
    spec,
  };
}
