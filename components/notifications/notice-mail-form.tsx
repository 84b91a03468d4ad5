'use client';

import { useState } from 'react';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { setNoticeMail } from '@/components/account/account-api';
import { notifySuccess } from '@/components/crud/notify';
import {
  NOTICE_MAIL_CHOICES,
  NOTIFICATION_KINDS,
  type NoticeMailChoice,
  type NoticeMailChoices,
} from '@/lib/notifications/kinds';

/**
 * /user/account: for each kind of notice, e-mail at once, in the daily digest or not at all
 * (PATCH /api/me {"noticeMail"}); saved as soon as one is chosen.
 */
export function NoticeMailForm({ choices: initial }: { choices: NoticeMailChoices }) {
  const t = useTranslations('notifications');
  const [choices, setChoices] = useState(initial);
  const [failed, setFailed] = useState(false);

  const choose = async (kind: keyof NoticeMailChoices, choice: NoticeMailChoice) => {
    const before = choices;
    setChoices({ ...choices, [kind]: choice });
    setFailed(false);
    try {
      await setNoticeMail({ [kind]: choice });
      notifySuccess(t('saved'));
    } catch {
      setChoices(before);
      setFailed(true);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('mailIntro')}
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {t('failed')}
        </Alert>
      )}
      {NOTIFICATION_KINDS.map((kind) => (
        <Group key={kind} justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" id={`notice-mail-${kind}`}>
            {t(`kinds.${kind}`)}
          </Text>
          <SegmentedControl
            size="xs"
            color="grape"
            aria-labelledby={`notice-mail-${kind}`}
            value={choices[kind]}
            onChange={(value) => void choose(kind, value as NoticeMailChoice)}
            data={NOTICE_MAIL_CHOICES.map((choice) => ({ value: choice, label: t(`choices.${choice}`) }))}
          />
        </Group>
      ))}
    </Stack>
  );
}
