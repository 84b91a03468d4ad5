import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Paper } from '@mantine/core';
import { MemberPassword } from '@/components/account/member-password';
import { PageTitle } from '@/components/ui/page-title';
import { requireActor } from '@/lib/auth/session';
import { changeMyPassword } from './actions';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('account'))('changePassword'),
});

/** ChangePassword: MemberPassword inside the page wrapper. Open to every signed-in user. */
async function ChangePasswordPage() {
  await requireActor();
  const t = await getTranslations('account');
  return (
    <>
      <PageTitle>{t('changePassword')}</PageTitle>
      <Paper withBorder p="lg" radius="md" maw={480}>
        <MemberPassword action={changeMyPassword} />
      </Paper>
    </>
  );
}

export default pageWithMantine(pageWithMessages(['account', 'form', 'validation'], ChangePasswordPage));
