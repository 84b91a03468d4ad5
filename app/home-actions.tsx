'use client';

import Link from 'next/link';
import { Button, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';

export function HomeActions() {
  const t = useTranslations('home');
  return (
    <Group>
      <Button component={Link} href="/register" size="md">
        {t('registerFree')}
      </Button>
      <Button component={Link} href="/login" size="md" variant="outline">
        {t('login')}
      </Button>
    </Group>
  );
}
