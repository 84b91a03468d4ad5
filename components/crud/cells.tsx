'use client';

import { useState } from 'react';
import { Anchor, Avatar, Badge, Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { usePendingPhotos } from '@/components/moderation/pending-photos';

/** An uploaded photo in a list: a small round avatar; a click shows it large (spec: "zooms on click"). */
export function PhotoCell({ value, name }: { value: unknown; name: string }) {
  const [zoomed, setZoomed] = useState(false);
  const pending = usePendingPhotos();
  if (typeof value !== 'string' || !value) return <Avatar radius="xl" size={36} alt="" />;
  return (
    <Group gap={4} wrap="nowrap">
      <UnstyledButton
        aria-label={`Zoom photo of ${name}`}
        onClick={(event) => {
          event.stopPropagation(); // zooming is not selecting the row
          setZoomed(true);
        }}
      >
        <Avatar src={value} radius="xl" size={36} alt={name} />
      </UnstyledButton>
      <Modal opened={zoomed} onClose={() => setZoomed(false)} title={name} centered size="lg">
        <Image src={value} alt={name} fit="contain" mah="75vh" radius="md" />
      </Modal>
      {pending.has(value) && (
        <Badge
          size="xs"
          color="orange"
          variant="light"
          title="Waiting for moderation: other members do not see it yet"
        >
          Pending
        </Badge>
      )}
    </Group>
  );
}

/** An uploaded document (the horoscope PDF): a link opening it in a new tab. */
export function FileCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  return (
    <Anchor
      href={value}
      target="_blank"
      rel="noopener"
      size="sm"
      onClick={(event) => event.stopPropagation()}
    >
      View
    </Anchor>
  );
}

export const yesNo = (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '');
