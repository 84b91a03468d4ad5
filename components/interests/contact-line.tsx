import { Group, Text, themeColor } from '@/components/ui/static-mantine';
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
        <a
          href={`tel:${contact.mobile.replace(/\s+/g, '')}`}
          style={{ fontWeight: 600, color: themeColor('grape.8') }}
          className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
          aria-label={t('mobile', { mobile: contact.mobile })}
        >
          {contact.mobile}
        </a>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <IconInfoCircle size={16} aria-hidden />
      <Text size="sm" color="orange.9">
        {specText(contact.reason, tv)}
      </Text>
    </Group>
  );
}
