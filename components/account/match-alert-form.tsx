'use client';

import { useState } from 'react';
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { setMatchAlerts } from '@/components/account/account-api';
import { notifySuccess } from '@/components/crud/notify';

const FREQUENCIES = ['daily', 'weekly', 'off'] as const;
type Frequency = (typeof FREQUENCIES)[number];

/**
 * /user/account: how often the match alert e-mail comes (issue 26 item 3): daily, weekly (the
 * default) or off (PATCH /api/me {"matchAlerts"}); saved as soon as it is chosen.
 */
export function MatchAlertForm({ frequency: initial }: { frequency: Frequency }) {
  const t = useTranslations('matchAlerts');
  const [frequency, setFrequency] = useState<Frequency>(initial);
  const [failed, setFailed] = useState(false);

  const choose = async (next: Frequency) => {
    const before = frequency;
    setFrequency(next);
    setFailed(false);
    try {
      await setMatchAlerts(next);
      notifySuccess(t('saved'));
    } catch {
      setFrequency(before);
      setFailed(true);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('settingIntro')}
      </Text>
      {failed && (
        <Alert color="red" role="alert">
          {t('failed')}
        </Alert>
      )}
      <Text size="sm" id="match-alert-frequency">
        {t('frequencyLabel')}
      </Text>
      <SegmentedControl
        color="grape"
        aria-labelledby="match-alert-frequency"
        value={frequency}
        onChange={(value) => void choose(value as Frequency)}
        data={FREQUENCIES.map((value) => ({ value, label: t(value) }))}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
