'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { LightButton } from '@/components/ui/light-controls';
import { Group, Stack, Text, Title } from '@/components/ui/static-mantine';
import { Badge } from '@/components/ui/static-surfaces';
import { StaticRadioGroup } from '@/components/ui/static-inputs';
import { sendWrite } from '@/components/crud/api-client';
import { PHOTO_TEXT, PHOTO_VISIBILITY_TEXT } from '@/lib/resources/photo-text';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { openConfirm, showToast } from '@/components/shell/overlays';

type Visibility = keyof typeof PHOTO_VISIBILITY_TEXT;

/** A photo request the member received, as the page hands it over. */
export type ReceivedRequest = {
  id: number;
  status: 'pending' | 'granted' | 'declined' | 'revoked';
  fullName: string;
};

type Props = { profileId: number; visibility: Visibility; requests: ReceivedRequest[] };

/** A refusal's toast, its message in the page's language. */
const fail = (failure: unknown, say: (text: string) => string) =>
  showToast({
    color: 'red',
    message: say(failure instanceof Error ? failure.message : String(failure)),
  });

/**
 * Who sees the member's photos (photoVisibility), and the requests of members asking to see them:
 * Grant or Decline a pending one, Revoke a granted one (after a confirmation saying what follows).
 */
export function PhotoPrivacy({ profileId, visibility, requests }: Props) {
  // The gallery's words are the product's English texts (lib/resources/photo-text.ts), read in the page's language.
  const say = useSpecText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // Shown chosen at once; the server's answer (the page refreshed) confirms it, a refusal undoes it.
  const [chosen, setChosen] = useState(visibility);
  const radioId = useId();

  async function write(url: string, body: Record<string, unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await sendWrite('PATCH', url, body);
      router.refresh();
      return true;
    } catch (failure) {
      fail(failure, say);
      return false;
    } finally {
      setBusy(false);
    }
  }
  const answer = (id: number, status: 'granted' | 'declined' | 'revoked') =>
    write(`/api/photo_requests/${id}`, { status });
  const revoke = (request: ReceivedRequest) =>
    openConfirm({
      title: say(PHOTO_TEXT.revokeTitle),
      children: <Text size="sm">{say(PHOTO_TEXT.revokeBody(request.fullName))}</Text>,
      labels: { confirm: say(PHOTO_TEXT.revoke), cancel: say('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => answer(request.id, 'revoked'),
    });
  const shown = requests.filter((r) => r.status === 'pending' || r.status === 'granted');

  return (
    <Stack gap="sm">
      <StaticRadioGroup
        id={radioId}
        label={say(PHOTO_TEXT.visibilityLabel)}
        value={chosen}
        options={(Object.keys(PHOTO_VISIBILITY_TEXT) as Visibility[]).map((value) => ({
          value,
          label: say(PHOTO_VISIBILITY_TEXT[value]),
        }))}
        disabled={busy}
        onChange={async (value) => {
          setChosen(value as Visibility);
          if (!(await write(`/api/profiles/${profileId}`, { photoVisibility: value }))) setChosen(visibility);
        }}
      />
      {(chosen === 'request' || shown.length > 0) && (
        <Stack gap="xs" data-testid="photo-requests">
          <Title order={5}>{say(PHOTO_TEXT.requestsTitle)}</Title>
          {shown.length === 0 && (
            <Text size="sm" color="gray.7">
              {say(PHOTO_TEXT.noRequests)}
            </Text>
          )}
          {shown.map((request) => (
            <Group key={request.id} justify="space-between" gap="xs" data-testid="photo-request">
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {request.fullName}
                </Text>
                <Badge size="sm" variant="light" color={request.status === 'granted' ? 'green' : 'yellow'}>
                  {request.status === 'granted' ? say(PHOTO_TEXT.granted) : say(PHOTO_TEXT.asks)}
                </Badge>
              </Group>
              {request.status === 'pending' ? (
                <Group gap="xs">
                  <LightButton
                    size="xs"
                    disabled={busy}
                    onClick={() => answer(request.id, 'granted')}
                    aria-label={`${say(PHOTO_TEXT.grant)} ${request.fullName}`}
                  >
                    {say(PHOTO_TEXT.grant)}
                  </LightButton>
                  <LightButton
                    size="xs"
                    variant="default"
                    disabled={busy}
                    onClick={() => answer(request.id, 'declined')}
                    aria-label={`${say(PHOTO_TEXT.decline)} ${request.fullName}`}
                  >
                    {say(PHOTO_TEXT.decline)}
                  </LightButton>
                </Group>
              ) : (
                <LightButton
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={busy}
                  onClick={() => revoke(request)}
                  aria-label={`${say(PHOTO_TEXT.revoke)} ${request.fullName}`}
                >
                  {say(PHOTO_TEXT.revoke)}
                </LightButton>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
