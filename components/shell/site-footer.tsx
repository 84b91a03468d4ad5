'use client';

import Link from 'next/link';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The links every page carries at its foot: the legal texts, safety advice and whom to complain to. */
const FOOTER_LINKS = [
  { href: '/terms', label: 'terms' },
  { href: '/privacy', label: 'privacy' },
  { href: '/safety', label: 'safety' },
  { href: '/grievance', label: 'grievance' },
  { href: '/contact', label: 'contact' },
] as const;

// No prefetch: every page carries these links and few visitors follow them; prefetching five
// server-rendered pages on each page view would only load the server.
export function SiteFooter() {
  const t = useTranslations('footer');
  return (
    <Group component="footer" justify="center" gap="md" px="md" py="md" wrap="wrap" aria-label={t('label')}>
      {FOOTER_LINKS.map((link) => (
        <Anchor key={link.href} component={Link} href={link.href} prefetch={false} size="sm" c="dimmed">
          {t(link.label)}
        </Anchor>
      ))}
      <Text size="sm" c="dimmed">
        {t('copyright')}
      </Text>
    </Group>
  );
}
