import { Group, Text } from '@mantine/core';
import { IconInfoCircle, IconPhone } from '@tabler/icons-react';
import { ContactReveal, type RevealResult } from '@/components/plans/contact-reveal';
import { useTranslations } from 'next-intl';
import type { ContactAccess } from '@/lib/data/contact-access';
import { specText } from '@/lib/i18n/spec-text';

/**
 * The other member's mobile where it is revealed; where it may be opened (or the plan's contacts
 * are used up), the opening button; otherwise why not and what to do.
 */
export function ContactLine({
  contact,
  profileId,
  reveal,
}: {
  contact: ContactAccess;
  profileId: number;
  reveal: (profileId: number) => Promise<RevealResult>;
}) {
  const t = useTranslations('member');
  const tv = useTranslations('validation');
  if (!contact.revealed && contact.allowance)
    return <ContactReveal profileId={profileId} allowance={contact.allowance} reveal={reveal} />;
  if (contact.revealed) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        <Text
          component="a"
          href={`tel:${contact.mobile.replace(/\s+/g, '')}`}
          fw={600}
          c="grape.8"
          aria-label={t('mobile', { mobile: contact.mobile })}
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
        {specText(contact.reason, tv)}
      </Text>
    </Group>
  );
}
