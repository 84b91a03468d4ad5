import { getTranslations } from 'next-intl/server';
import { PublicLanguageSwitch } from '@/components/i18n/public-language-switch';
import { SiteFooter, footerTexts } from '@/components/shell/site-footer';
import { Center, Group, TextLink, Title, spacing } from '@/components/ui/static-mantine';

/**
 * Frame of the public pages: the product name and the links a visitor needs. A server component
 * drawn as Mantine draws it (components/ui/static-mantine.tsx), so a page whose content is static
 * too downloads only React, Next.js and the language switch. A page whose content has client
 * components (a form) brings what they need itself: a module imported here would be downloaded by
 * every public page, rendered or not.
 */
export async function PublicPage({ children }: { children: React.ReactNode }) {
  const [t, tf] = await Promise.all([getTranslations('site'), getTranslations('footer')]);
  return (
    <div style={{ background: 'var(--mantine-color-grape-0)', minHeight: '100vh' }}>
      <Group
        component="header"
        justify="space-between"
        style={{
          paddingInline: spacing('lg'),
          paddingBlock: spacing('sm'),
          background: 'var(--mantine-color-white)',
        }}
      >
        <TextLink href="/" underline="never">
          <Title order={1} size="h3" style={{ color: 'var(--mantine-color-grape-8)' }}>
            {t('brand')}
          </Title>
        </TextLink>
        <Group justify="flex-end">
          <Group component="nav" aria-label={t('siteNav')}>
            <TextLink href="/login">{t('login')}</TextLink>
            <TextLink href="/register">{t('register')}</TextLink>
            <TextLink href="/contact">{t('contact')}</TextLink>
          </Group>
          <PublicLanguageSwitch />
        </Group>
      </Group>
      <Center component="main" style={{ paddingInline: spacing('md'), paddingBlock: spacing('xl') }}>
        {children}
      </Center>
      <SiteFooter texts={footerTexts((key) => tf(key))} />
    </div>
  );
}
