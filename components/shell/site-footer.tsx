import Link from 'next/link';
import { Anchor, Group, Text } from '@mantine/core';

/** The links every page carries at its foot: the legal texts, safety advice and whom to complain to. */
const FOOTER_LINKS = [
  { href: '/terms', label: 'Terms' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/safety', label: 'Safety tips' },
  { href: '/grievance', label: 'Grievance Officer' },
  { href: '/contact', label: 'Contact' },
] as const;

// No prefetch: every page carries these links and few visitors follow them; prefetching five
// server-rendered pages on each page view would only load the server.
export function SiteFooter() {
  return (
    <Group component="footer" justify="center" gap="md" px="md" py="md" wrap="wrap" aria-label="Legal">
      {FOOTER_LINKS.map((link) => (
        <Anchor key={link.href} component={Link} href={link.href} prefetch={false} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
      <Text size="sm" c="dimmed">
        © Thirumanam
      </Text>
    </Group>
  );
}
