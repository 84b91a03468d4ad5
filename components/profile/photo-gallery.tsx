'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Group, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';
import { Badge, Card, Image } from '@/components/ui/static-surfaces';
import { LightActionIcon } from '@/components/ui/light-controls';
import { LightFileButton } from '@/components/ui/light-file-button';
import styles from './photo-gallery.module.css';
import { IconArrowLeft, IconArrowRight, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { sendWrite } from '@/components/crud/api-client';
import { cardImageOf, mediaIriOf } from '@/lib/media/photo-names';
import { MAX_PHOTOS, PHOTO_TEXT } from '@/lib/resources/photo-text';
import { uploadMediaObject } from './upload';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { openConfirm, showToast } from '@/components/shell/overlays';

type Props = {
  profileId: number;
  /** The gallery's contentUrls, in order. */
  photos: string[];
  /** The main photo's contentUrl. */
  main: string | null;
  children?: React.ReactNode;
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * The member's photos (up to 5): add, remove (after a confirmation), order and pick the main one,
 * each change a PATCH of the profile (photos as media object IRIs, photo the main contentUrl).
 */
export function PhotoGallery({ profileId, photos, main, children }: Props) {
  // The gallery's words are the product's English texts (lib/resources/photo-text.ts), read in the page's language.
  const say = useSpecText();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function save(body: Record<string, unknown>) {
    setBusy(true);
    try {
      await sendWrite('PATCH', `/api/profiles/${profileId}`, body);
      router.refresh();
    } catch (failure) {
      showToast({
        color: 'red',
        message: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setBusy(false);
    }
  }

  const irisOf = (urls: string[]) => urls.map((url) => mediaIriOf(url) ?? url);
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    return save({ photos: irisOf(next) });
  };
  const remove = (url: string) =>
    openConfirm({
      title: say(PHOTO_TEXT.removeTitle),
      children: <Text size="sm">{say(PHOTO_TEXT.removeBody)}</Text>,
      labels: { confirm: say(PHOTO_TEXT.remove), cancel: say('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => save({ photos: irisOf(photos.filter((p) => p !== url)) }),
    });
  const add = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const url = await uploadMediaObject(file);
      await save({ photos: irisOf([...photos, url]) });
    } catch (failure) {
      showToast({
        color: 'red',
        message: failure instanceof Error ? failure.message : String(failure),
      });
      setBusy(false);
    }
  };
  const full = photos.length >= MAX_PHOTOS;

  return (
    <Card maxWidth={760} aria-labelledby="photos-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4} id="photos-title">
            {say(PHOTO_TEXT.title)} ({photos.length}/{MAX_PHOTOS})
          </Title>
          <LightFileButton
            onChange={add}
            accept={ACCEPT}
            size="xs"
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={busy || full}
            loading={busy}
          >
            {say(PHOTO_TEXT.add)}
          </LightFileButton>
        </Group>
        {full && (
          <Text size="sm" color="gray.7">
            {say(PHOTO_TEXT.full)}
          </Text>
        )}
        <div className={`m_2415a157 mantine-SimpleGrid-root ${styles.grid}`} data-testid="my-photos">
          {photos.map((url, index) => {
            const image = cardImageOf(url);
            const isMain = url === main;
            return (
              <Stack key={url} gap={4} data-testid="my-photo" data-main={isMain || undefined}>
                <div style={{ position: 'relative' }}>
                  <Image
                    src={image.src}
                    width="100%"
                    height={110}
                    radius="sm"
                    alt={`Photo ${index + 1}${isMain ? ` (${say(PHOTO_TEXT.main)})` : ''}`}
                  />
                  {isMain && (
                    <Badge
                      size="sm"
                      place={{ position: 'absolute', top: spacing(6), left: spacing(6) }}
                      aria-hidden
                    >
                      {say(PHOTO_TEXT.main)}
                    </Badge>
                  )}
                </div>
                <Group gap={2} justify="center">
                  {!isMain && (
                    <LightActionIcon
                      aria-label={`${say(PHOTO_TEXT.makeMain)}: photo ${index + 1}`}
                      disabled={busy}
                      onClick={() => save({ photo: url })}
                    >
                      <IconStar size={18} aria-hidden />
                    </LightActionIcon>
                  )}
                  <LightActionIcon
                    aria-label={`${say(PHOTO_TEXT.moveLeft)}: photo ${index + 1}`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowLeft size={18} aria-hidden />
                  </LightActionIcon>
                  <LightActionIcon
                    aria-label={`${say(PHOTO_TEXT.moveRight)}: photo ${index + 1}`}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowRight size={18} aria-hidden />
                  </LightActionIcon>
                  <LightActionIcon
                    color="red"
                    aria-label={`${say(PHOTO_TEXT.remove)}: photo ${index + 1}`}
                    disabled={busy}
                    onClick={() => remove(url)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </LightActionIcon>
                </Group>
              </Stack>
            );
          })}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
