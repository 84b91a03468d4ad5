'use client';

import { Image, Modal } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';

/**
 * The candidate's photo full size (photo-zoom.tsx), loaded on the first click: Mantine's Modal
 * with its focus trap, portal and overlay, which a candidate's page need not download with the
 * photo. It mounts closed and opens one render later, so that the Modal notes the element to
 * give the focus back to (it does so only when `opened` changes).
 */
export function PhotoZoomModal({
  src,
  alt,
  opened,
  onClose,
}: {
  src: string;
  alt: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('matches');
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted && opened}
      onClose={onClose}
      title={alt}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('closePhoto') }}
    >
      {/* A photo gone since the page was drawn shows the no-photo picture, as the page's own does. */}
      <Image src={src} alt={alt} fit="contain" mah="80vh" fallbackSrc="/no-image.webp" />
    </Modal>
  );
}
