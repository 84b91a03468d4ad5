import { IconCircleCheck, IconPhoneCall } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { ButtonLink, Group, Stack, Text, Title } from '@/components/ui/static-mantine';
import { Alert, Anchor, Card, Image } from '@/components/ui/static-surfaces';
import { LABELS } from '@/lib/resources/profile-labels';
import { PLACEHOLDERS, PROFILE_TEXT } from '@/lib/resources/profile-text';
import type { Lookups } from './lookups';
import type { ProfileResource, SaveProfile } from '@/lib/resources/profile-wire';
import { fileNameOf } from './file-name';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { UpdateProfileButton } from './update-profile-button';

/** The member's greeting, by the name on the profile. */
function Hello({ fullName }: { fullName: string }) {
  const t = useTranslations('member');
  return <Title order={3}>{t('hello', { name: fullName })}</Title>;
}

type MyProfileProps = {
  profile: ProfileResource | null;
  /**
   * The form's choices (a server action), asked for on the first Update: the dashboard does not
   * carry every choice list for a form most visits never open.
   */
  loadLookups: () => Promise<Lookups>;
  /** The save (a server action): it answers with the page re-rendered, so no refresh follows. */
  save: SaveProfile;
  /**
   * The mobile number as people write it (lib/format-phone.ts), formatted by the page on the
   * server: the phone metadata is not downloaded only to show it. Without it, the number as stored.
   */
  mobileText?: string;
};

/**
 * The member's own profile on the dashboard: without one, the spec's invitation to fill it in;
 * with one, the wait-for-a-call notice until the team has verified the mobile number, then the
 * way to the matches. The form opens from here for a first fill or any later edit. No directive:
 * the dashboard draws it on the server, and only Update Profile (./update-profile-button.tsx) is
 * sent to the browser with its form; the profile registry its labels come from stays on the server.
 */
export function MyProfile({ profile, loadLookups, save, mobileText }: MyProfileProps) {
  const say = useSpecText();
  const updateButton = <UpdateProfileButton profile={profile} loadLookups={loadLookups} save={save} />;

  return (
    <>
      {profile ? (
        <Stack gap="md">
          <Hello fullName={profile.fullName} />
          {profile.mobileVerified ? (
            <Alert id="mobile-verified" color="green" icon={<IconCircleCheck aria-hidden />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{say(PROFILE_TEXT.verified)}</Text>
                <ButtonLink href="/user/matches" size="xs">
                  {say(PROFILE_TEXT.findMatch)}
                </ButtonLink>
              </Group>
            </Alert>
          ) : (
            <Alert id="mobile-unverified" color="green" icon={<IconPhoneCall aria-hidden />}>
              {say(PROFILE_TEXT.waitForCall)}
            </Alert>
          )}
          <ProfileCard profile={profile} mobileText={mobileText} action={updateButton} />
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>{say(PROFILE_TEXT.noProfile)}</Text>
          {updateButton}
        </Stack>
      )}
    </>
  );
}

function ProfileCard({
  profile,
  mobileText,
  action,
}: {
  profile: ProfileResource;
  mobileText?: string;
  action: React.ReactNode;
}) {
  const say = useSpecText();
  const t = useTranslations('member');
  const horoscope = profile.horoscope ?? PLACEHOLDERS.horoscope;
  return (
    <Card maxWidth={560}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image
          src={profile.photo ?? PLACEHOLDERS.photo}
          alt={profile.photo ? t('photoOf', { name: profile.fullName }) : t('noPhoto')}
          size={96}
          style={{ flex: 'none' }}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {profile.fullName}
          </Text>
          <Text size="sm" color="gray.7">
            {say(LABELS.mobile)}: {mobileText ?? profile.mobile}
          </Text>
          <Text size="sm" color="gray.7" truncate>
            {say(LABELS.horoscope)}:{' '}
            <Anchor href={horoscope} target="_blank" size="sm">
              {fileNameOf(horoscope)}
            </Anchor>
          </Text>
          <Group style={{ marginTop: 'var(--mantine-spacing-xs)' }}>{action}</Group>
        </Stack>
      </Group>
    </Card>
  );
}
