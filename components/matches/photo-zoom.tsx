'use client';

import { Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslations } from 'next-intl';

/** The candidate's photo; a click (or Enter) opens the full image in a modal. */
export function PhotoZoom({ src, alt }: { src: string; alt: string }) {
  const t = useTranslations('matches');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={t('enlarge', { alt })}
        w="100%"
        style={{ cursor: 'zoom-in', display: 'block' }}
      >
        <Image src={src} alt={alt} w={{ base: '100%', sm: 240 }} h={280} radius="md" fit="cover" />
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={alt}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('closePhoto') }}
      >
        <Image src={src} alt={alt} fit="contain" mah="80vh" />
      </Modal>
    </>
  );
}
