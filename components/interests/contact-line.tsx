import { Group, Text } from '@mantine/core';
import { IconInfoCircle, IconPhone } from '@tabler/icons-react';
import type { ContactAccess } from '@/lib/data/contact-access';

/** The other member's mobile where it is revealed; otherwise why not and what to do. */
export function ContactLine({ contact }: { contact: ContactAccess }) {
  if (contact.revealed) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        <Text
          component="a"
          href={`tel:${contact.mobile.replace(/\s+/g, '')}`}
          fw={600}
          c="grape.8"
          aria-label={`Mobile ${contact.mobile}`}
        >
          {contact.mobile}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconInfoCircle size={16} aria-hidden />
      <Text size="sm" c="orange.9">
        {contact.reason}
      </Text>
    </Group>
  );
}
