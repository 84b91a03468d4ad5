import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Paper } from '@mantine/core';
import { MemberPassword } from '@/components/account/member-password';
import { PageTitle } from '@/components/ui/page-title';
import { requireActor } from '@/lib/auth/session';
import { changeMyPassword } from './actions';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('account'))('changePassword'),
});

/** ChangePassword: MemberPassword inside the page wrapper. Open to every signed-in user. */
export default async function ChangePasswordPage() {
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
