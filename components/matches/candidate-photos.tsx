'use client';

import { useState } from 'react';
import { UnstyledButton } from '@/components/ui/light-controls';
import { Image } from '@/components/ui/static-surfaces';
import photoFallback from '@/components/ui/photo-fallback.module.css';
import styles from './candidate.module.css';
import { Group, Stack } from '@/components/ui/static-mantine';
import { useTranslations } from 'next-intl';
import { cardImageOf } from '@/lib/media/photo-names';
import { PhotoZoom } from './photo-zoom';

type Props = {
  /** The candidate's photos in their order (contentUrls); empty when hidden or none. */
  photos: string[];
  /** The main photo: the photo, its blurred placeholder (hidden) or the no-photo image. */
  main: string;
  name: string;
  /** Shown under a blurred placeholder: why, and what the member may do (the request button). */
  hidden?: React.ReactNode;
};

/**
 * The candidate's photos on their page: the main one large (a click enlarges it) and the others as
 * small card variants to switch to; or, for a member who may not see them, the blurred placeholder
 * the server made (lib/data/photo-access.ts) with the reason and, where it applies, the request.
 */
export function CandidatePhotos({ photos, main, name, hidden }: Props) {
  const t = useTranslations('member');
  const [current, setCurrent] = useState(photos.includes(main) ? main : (photos[0] ?? main));
  if (hidden) {
    const image = cardImageOf(main);
    return (
      <Stack gap="xs" data-testid="photo-hidden">
        <Image
          src={image.src}
          alt={t('blurredPhotoOf', { name })}
          className={`${styles.photo} ${photoFallback.placeholder}`}
          height={280}
        />
        {hidden}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <PhotoZoom src={current} alt={t('photoOf', { name })} />
      {photos.length > 1 && (
        <Group gap={6} data-testid="candidate-photos">
          {photos.map((url, index) => {
            const thumb = cardImageOf(url);
            return (
              <UnstyledButton
                key={url}
                onClick={() => setCurrent(url)}
                aria-label={t('showPhoto', { number: index + 1, name })}
                aria-pressed={url === current}
                style={{
                  outline: url === current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  borderRadius: 4,
                }}
              >
                <Image
                  src={thumb.src}
                  alt=""
                  className={photoFallback.placeholder}
                  width={52}
                  height={39}
                  radius="sm"
                  loading="lazy"
                />
              </UnstyledButton>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
