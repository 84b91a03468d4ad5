import type { Metadata } from 'next';
import { getTranslations, getLocale } from 'next-intl/server';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AnswerMarriage } from '@/components/account/answer-marriage';
import { MarkMarried } from '@/components/account/mark-married';
import { ChangeEmail } from '@/components/account/change-email';
import { DeleteAccount } from '@/components/account/delete-account';
import { HideProfile } from '@/components/account/hide-profile';
import { PrivateBrowsing } from '@/components/account/private-browsing';
import { browsesPrivately } from '@/lib/data/profile-visits';
import { PROFILE_VISIT_TEXT } from '@/lib/validation/profile-visits';
import { NoticeMailForm } from '@/components/notifications/notice-mail-form';
import { MatchAlertForm } from '@/components/account/match-alert-form';
import { getMatchAlertChoice } from '@/lib/data/match-alerts';
import { PageTitle } from '@/components/ui/page-title';
import { StaticTable } from '@/components/ui/static-table';
import { getNoticeMail } from '@/lib/data/notifications/mail-choices';
import { requireArea } from '@/lib/auth/session';
import { marriageCandidates } from '@/lib/data/marriage';
import { getMemberAccount } from '@/lib/data/member-account';
import { iriOf } from '@/lib/resources/iri';
import { PROFILE_COLLECTION } from '@/lib/resources/profile';
import { formatDateTime } from '@/lib/format';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { pageWithMessages } from '@/components/i18n/client-island';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('account'))('title'),
});

function Section({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title} id={id}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** How a sign-in was made, by its catalogue key. */
const METHODS = { password: 'methodPassword', code: 'methodCode', token: 'methodToken' } as const;
const isMethod = (method: string): method is keyof typeof METHODS => Object.hasOwn(METHODS, method);

/** The member's own account (issue 23 section 2): sign-in e-mail, visibility, marriage, sign-ins, deletion. */
const EMAIL_NOTICES: Record<string, { text: string; color: string }> = {
  changed: { text: MEMBER_ACCOUNT_TEXT.emailChanged, color: 'green' },
  invalid: { text: MEMBER_ACCOUNT_TEXT.emailLinkInvalid, color: 'red' },
  taken: { text: MEMBER_ACCOUNT_TEXT.emailTakenMeanwhile, color: 'red' },
};

type Props = { searchParams: Promise<{ email?: string }> };

async function AccountPage({ searchParams }: Props) {
  const actor = await requireArea('member');
  const notice = EMAIL_NOTICES[(await searchParams).email ?? ''];
  const [account, candidates, noticeMail, tn, ta] = await Promise.all([
    getMemberAccount({ actor }),
    marriageCandidates({ actor }),
    getNoticeMail({ actor }),
    getTranslations('notifications'),
    getTranslations('matchAlerts'),
  ]);
  const { profile } = account;
  const matchAlerts = profile ? await getMatchAlertChoice({ actor }) : null;
  const browsePrivately = profile ? await browsesPrivately(actor) : false;
  const [t, say] = await Promise.all([getTranslations('account'), getSpecText()]);
  const locale = await getLocale();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Stack maw={720} gap="md">
        {notice && (
          <Alert color={notice.color} role="status">
            {say(notice.text)}
          </Alert>
        )}
        <Section title={t('signInEmail')}>
          <Text>
            <Text span fw={600}>
              {account.email}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {t('registeredOn', { date: formatDateTime(account.registeredAt, locale) })}
            </Text>
          </Text>
          {account.pendingEmail && (
            <Text size="sm" c="orange.9">
              {t('pendingEmail', { email: account.pendingEmail })}
            </Text>
          )}
          <ChangeEmail />
        </Section>

        <Section title={t('visibility')}>
          {profile ? (
            <>
              <Group gap="xs">
                <Text>{t('profileIs')}</Text>
                {profile.hidden ? (
                  <Badge color="gray" c="dark.8" variant="light">
                    {t('hiddenBadge')}
                  </Badge>
                ) : (
                  <Badge color="green" c="dark.8" variant="light">
                    {t('visibleBadge')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {say(profile.hidden ? MEMBER_ACCOUNT_TEXT.hidden : MEMBER_ACCOUNT_TEXT.hideExplain)}
              </Text>
              <HideProfile hidden={profile.hidden} />
            </>
          ) : (
            <Text size="sm">
              {say(MEMBER_ACCOUNT_TEXT.noProfile)} <Anchor href="/user/dashboard">{t('myProfile')}</Anchor>
            </Text>
          )}
        </Section>

        {profile && (
          <Section title={t('privateBrowsing')} id="private-browsing">
            <Text size="sm" c="dimmed">
              {say(PROFILE_VISIT_TEXT.privateExplain)}
            </Text>
            <PrivateBrowsing on={browsePrivately} />
          </Section>
        )}

        {profile && (
          <Section title={t('marriage')}>
            {profile.proposedBy && <AnswerMarriage proposer={profile.proposedBy.fullName} />}
            {profile.married ? (
              <>
                <Group gap="xs">
                  <Badge color="pink" c="dark.8" variant="light">
                    {t('marriedBadge')}
                  </Badge>
                  {profile.marriedAt && (
                    <Text size="sm" c="dimmed">
                      {t('since', { date: formatDateTime(profile.marriedAt, locale) })}
                    </Text>
                  )}
                </Group>
                {profile.marriedTo && (
                  <Text size="sm">
                    {t.rich('metOn', {
                      name: profile.marriedTo.fullName,
                      b: (chunks) => <b>{chunks}</b>,
                    })}{' '}
                    {t(profile.marriageConfirmedAt ? 'confirmed' : 'waitingConfirmation')}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {say(MEMBER_ACCOUNT_TEXT.married)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {say(MEMBER_ACCOUNT_TEXT.marriedExplain)}
              </Text>
            )}
            <MarkMarried
              married={profile.married}
              candidates={candidates.map((c) => ({
                iri: iriOf(PROFILE_COLLECTION, c.id),
                fullName: c.fullName,
              }))}
            />
          </Section>
        )}

        {matchAlerts && (
          <Section title={ta('settingTitle')}>
            <MatchAlertForm frequency={matchAlerts} />
          </Section>
        )}

        <Section title={tn('mailTitle')}>
          <NoticeMailForm choices={noticeMail} />
        </Section>

        <Section title={t('recentSignIns')}>
          <Text size="sm" c="dimmed">
            {say(MEMBER_ACCOUNT_TEXT.signInsExplain)}
          </Text>
          {account.signIns.length ? (
            <StaticTable
              minWidth={520}
              head={[t('when'), t('how'), t('browser'), t('ip')]}
              rows={account.signIns.map((entry, index) => ({
                key: index,
                cells: [
                  formatDateTime(entry.at, locale),
                  isMethod(entry.method) ? t(METHODS[entry.method]) : entry.method,
                  entry.userAgent,
                  entry.ip,
                ],
              }))}
            />
          ) : (
            <Text size="sm">{t('noSignIns')}</Text>
          )}
        </Section>

        <Section title={t('myData')}>
          <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.dataExplain)}</Text>
          <Group>
            <Anchor href="/user/account/data">{t('seeMyData')}</Anchor>
            <Anchor href="/api/me/export" download="thirumanam-my-data.json">
              {t('downloadMyData')}
            </Anchor>
          </Group>
        </Section>

        <Section title={t('deleteMyAccount')}>
          <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.deleteExplain)}</Text>
          <Group>
            <DeleteAccount />
          </Group>
        </Section>
      </Stack>
    </>
  );
}

export default pageWithMantine(
  pageWithMessages(
    ['account', 'form', 'matchAlerts', 'notifications', 'searches', 'validation'],
    AccountPage,
  ),
);
