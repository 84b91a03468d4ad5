import type { Metadata } from 'next';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ChangeEmail } from '@/components/account/change-email';
import { DeleteAccount } from '@/components/account/delete-account';
import { HideProfile } from '@/components/account/hide-profile';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { getMemberAccount } from '@/lib/data/member-account';
import { formatDateTime } from '@/lib/format';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';

export const metadata: Metadata = { title: MEMBER_ACCOUNT_TEXT.title };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** The member's own account (issue 23 section 2): sign-in e-mail, visibility, deletion. */
const EMAIL_NOTICES: Record<string, { text: string; color: string }> = {
  changed: { text: MEMBER_ACCOUNT_TEXT.emailChanged, color: 'green' },
  invalid: { text: MEMBER_ACCOUNT_TEXT.emailLinkInvalid, color: 'red' },
  taken: { text: MEMBER_ACCOUNT_TEXT.emailTakenMeanwhile, color: 'red' },
};

type Props = { searchParams: Promise<{ email?: string }> };

export default async function AccountPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const notice = EMAIL_NOTICES[(await searchParams).email ?? ''];
  const account = await getMemberAccount({ actor });
  const { profile } = account;
  return (
    <>
      <PageTitle>{MEMBER_ACCOUNT_TEXT.title}</PageTitle>
      <Stack maw={720} gap="md">
        {notice && (
          <Alert color={notice.color} role="status">
            {notice.text}
          </Alert>
        )}
        <Section title="Sign-in e-mail">
          <Text>
            <Text span fw={600}>
              {account.email}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              registered {formatDateTime(account.registeredAt)}
            </Text>
          </Text>
          {account.pendingEmail && (
            <Text size="sm" c="orange.9">
              Waiting for confirmation: {account.pendingEmail}. Follow the link we e-mailed to it.
            </Text>
          )}
          <ChangeEmail />
        </Section>

        <Section title="Visibility">
          {profile ? (
            <>
              <Group gap="xs">
                <Text>Your profile is</Text>
                {profile.hidden ? (
                  <Badge color="gray" c="dark.8" variant="light">
                    Hidden
                  </Badge>
                ) : (
                  <Badge color="green" c="dark.8" variant="light">
                    Visible
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {profile.hidden ? MEMBER_ACCOUNT_TEXT.hidden : MEMBER_ACCOUNT_TEXT.hideExplain}
              </Text>
              <HideProfile hidden={profile.hidden} />
            </>
          ) : (
            <Text size="sm">
              {MEMBER_ACCOUNT_TEXT.noProfile} <Anchor href="/user/dashboard">My profile</Anchor>
            </Text>
          )}
        </Section>

        <Section title="My data">
          <Text size="sm">{MEMBER_ACCOUNT_TEXT.dataExplain}</Text>
          <Group>
            <Anchor href="/user/account/data">See my data</Anchor>
            <Anchor href="/api/me/export" download="thirumanam-my-data.json">
              Download my data (JSON)
            </Anchor>
          </Group>
        </Section>

        <Section title="Delete my account">
          <Text size="sm">{MEMBER_ACCOUNT_TEXT.deleteExplain}</Text>
          <Group>
            <DeleteAccount />
          </Group>
        </Section>
      </Stack>
    </>
  );
}
