import { Group, Text, TextLink, spacing } from '@/components/ui/static-mantine';

/** The links every page carries at its foot: the legal texts, safety advice and whom to complain to. */
const FOOTER_LINKS = [
  { href: '/terms', label: 'terms' },
  { href: '/privacy', label: 'privacy' },
  { href: '/safety', label: 'safety' },
  { href: '/grievance', label: 'grievance' },
  { href: '/contact', label: 'contact' },
] as const;

/** The footer's words (the `footer` namespace), read by the page's server or client side. */
export type FooterTexts = Record<(typeof FOOTER_LINKS)[number]['label'] | 'label' | 'copyright', string>;

/** The footer's words from a translator of the `footer` namespace (next-intl's hook or getTranslations). */
export function footerTexts(t: (key: keyof FooterTexts) => string): FooterTexts {
  return {
    label: t('label'),
    terms: t('terms'),
    privacy: t('privacy'),
    safety: t('safety'),
    grievance: t('grievance'),
    contact: t('contact'),
    copyright: t('copyright'),
  };
}

/** Drawn as Mantine draws it, without Mantine's JavaScript (components/ui/static-mantine.tsx). */
export function SiteFooter({ texts }: { texts: FooterTexts }) {
  return (
    <Group
      component="footer"
      justify="center"
      style={{ paddingInline: spacing('md'), paddingBlock: spacing('md') }}
      aria-label={texts.label}
    >
      {FOOTER_LINKS.map((link) => (
        <TextLink key={link.href} href={link.href} size="sm" dimmed>
          {texts[link.label]}
        </TextLink>
      ))}
      <Text size="sm" dimmed>
        {texts.copyright}
      </Text>
    </Group>
  );
}
