import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MemberPassword } from '@/components/account/member-password';
import { PageTitle } from '@/components/ui/page-title';
import { Paper, spacing } from '@/components/ui/static-mantine';
import { requireActor } from '@/lib/auth/session';
import { changeMyPassword } from './actions';
import { pageWithMessages } from '@/components/i18n/client-island';

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
      <Paper style={{ maxWidth: spacing(480), padding: spacing('lg') }}>
        <MemberPassword action={changeMyPassword} />
      </Paper>
    </>
  );
}

export default pageWithMessages(['account', 'form', 'validation'], ChangePasswordPage);
