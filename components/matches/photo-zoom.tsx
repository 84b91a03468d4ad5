'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { UnstyledButton } from '@/components/ui/light-controls';
import { Image } from '@/components/ui/static-surfaces';
import photoFallback from '@/components/ui/photo-fallback.module.css';
import styles from './candidate.module.css';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/with-mantine';

// The full-size view (Mantine's Modal) downloads when the pointer or the focus first comes to the
// photo, and is drawn from the first click, which opens it.
const loadModal = () => withMantine(import('./photo-zoom-modal').then((m) => m.PhotoZoomModal));
const PhotoZoomModal = dynamic(loadModal, { ssr: false });
const preload = () => void loadModal();

/** The candidate's photo; a click (or Enter) opens the full image in a modal. */
export function PhotoZoom({ src, alt }: { src: string; alt: string }) {
  const t = useTranslations('matches');
  const [opened, setOpened] = useState(false);
  // The modal is mounted from the first opening on (and kept, so that it closes with its animation).
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  return (
    <>
      <UnstyledButton
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('enlarge', { alt })}
        style={{ cursor: 'zoom-in', display: 'block', width: '100%' }}
      >
        <Image src={src} alt={alt} className={`${styles.photo} ${photoFallback.placeholder}`} height={280} />
      </UnstyledButton>
      {used && <PhotoZoomModal src={src} alt={alt} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
