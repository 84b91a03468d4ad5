'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { LightButton } from '@/components/ui/light-controls';
import { Group, Stack, Text } from '@/components/ui/static-mantine';
import { IconEye, IconInfoCircle, IconPhone } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ContactAllowance } from '@/lib/data/contact-access';

export type RevealResult = { ok: true; mobile: string } | { ok: false; error: string };

/**
 * An accepted counterpart's contact details not opened yet: the button that opens them (counting
 * once against the plan, lib/data/contact-reveals.ts) with the contacts left, or, at the plan's
 * limit, the notice that nothing more can be opened.
 */
export function ContactReveal({
  profileId,
  allowance,
  reveal,
}: {
  profileId: number;
  allowance: ContactAllowance;
  reveal: (profileId: number) => Promise<RevealResult>;
}) {
  const t = useTranslations('plans');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [mobile, setMobile] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { total, used } = allowance;

  if (mobile)
    return (
      <Group gap={6} wrap="nowrap">
        <IconPhone size={16} aria-hidden />
        {/* Mantine's Text as a link (weight 600, grape.8). */}
        <a
          href={`tel:${mobile.replace(/\s+/g, '')}`}
          style={{ fontWeight: 600, color: 'var(--mantine-color-grape-8)' }}
          className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
          aria-label={t('mobile', { mobile })}
        >
          {mobile}
        </a>
      </Group>
    );
  if (total > 0 && used >= total)
    return (
      <Group gap={6} wrap="nowrap" data-testid="contact-limit">
        <IconInfoCircle size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={500}>
          {t('limitReached', { total })}
        </Text>
      </Group>
    );

  const open = async () => {
    setBusy(true);
    setError(null);
    const result = await reveal(profileId);
    setBusy(false);
    if (result.ok) {
      setMobile(result.mobile);
      router.refresh();
    } else setError(result.error);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <LightButton
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          loading={busy}
          onClick={open}
        >
          {t('showContact')}
        </LightButton>
        <Text size="sm" dimmed>
          {total === 0 ? t('unlimitedContacts') : t('contactsLeft', { left: total - used, total })}
        </Text>
      </Group>
      {error && (
        <Text size="sm" color="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
