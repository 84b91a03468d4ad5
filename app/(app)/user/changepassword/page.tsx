import type { Metadata } from 'next';
import { Paper } from '@mantine/core';
import { MemberPassword } from '@/components/account/member-password';
import { PageTitle } from '@/components/ui/page-title';
import { requireActor } from '@/lib/auth/session';
import { changeMyPassword } from './actions';

export const metadata: Metadata = { title: 'Change Password' };

/** ChangePassword: MemberPassword inside the page wrapper. Open to every signed-in user. */
export default async function ChangePasswordPage() {
  await requireActor();
  return (
    <>
      <PageTitle>Change Password</PageTitle>
      <Paper withBorder p="lg" radius="md" maw={480}>
        <MemberPassword action={changeMyPassword} />
      </Paper>
    </>
  );
}
