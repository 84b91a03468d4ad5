'use client';

import Link from 'next/link';
import { Anchor, Box, Center, Group, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { SiteFooter } from '@/components/shell/site-footer';

/** Frame of the public pages: the product name and the links a visitor needs. */
export function PublicPage({ children }: { children: React.ReactNode }) {
  const t = useTranslations('site');
  return (
    <Box mih="100vh" bg="grape.0">
      <Group justify="space-between" px="lg" py="sm" bg="white" component="header">
        <Anchor component={Link} href="/" underline="never">
          <Title order={1} size="h3" c="grape.8">
            {t('brand')}
          </Title>
        </Anchor>
        <Group gap="md" wrap="wrap" justify="flex-end">
          <Group gap="md" component="nav" aria-label={t('siteNav')}>
            <Anchor component={Link} href="/login">
              {t('login')}
            </Anchor>
            <Anchor component={Link} href="/register">
              {t('register')}
            </Anchor>
            <Anchor component={Link} href="/contact">
              {t('contact')}
            </Anchor>
          </Group>
          <LanguageSwitch />
        </Group>
      </Group>
      <Center component="main" px="md" py="xl">
        {children}
      </Center>
      <SiteFooter />
    </Box>
  );
}
