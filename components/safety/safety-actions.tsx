'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LightButton } from '@/components/ui/light-controls';
import { Group } from '@/components/ui/static-mantine';
import { IconBan, IconFlag } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ReportableNote } from './safety-dialogs';
import { withMantine } from '@/components/with-mantine';

// The dialogs (and the report's zod schema) load on the first click, not with the page.
const ReportDialog = dynamic(() => withMantine(import('./safety-dialogs').then((m) => m.ReportDialog)), {
  ssr: false,
});
const BlockDialog = dynamic(() => withMantine(import('./safety-dialogs').then((m) => m.BlockDialog)), {
  ssr: false,
});

/**
 * Report and Block for one member, wherever a page shows them (a candidate's page, interest
 * cards). Reporting asks why; blocking asks first and says what follows (issue 22 item 4). On a
 * received interest's card the report may include the interest's note (issue 22 item 5).
 */
export function SafetyActions({
  profileId,
  name,
  note,
}: {
  profileId: number;
  name: string;
  /** The note of an interest this member sent, which the report can be about. */
  note?: ReportableNote;
}) {
  const t = useTranslations('member.safety');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  // Each dialog is mounted from its first opening on (and kept, so that it closes with its animation).
  const [used, setUsed] = useState({ report: false, block: false });
  const show = (which: 'report' | 'block') => {
    setUsed((u) => ({ ...u, [which]: true }));
    setOpen(which);
  };
  return (
    <Group gap="xs" wrap="wrap">
      <LightButton
        size="xs"
        variant="default"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => show('report')}
      >
        {t('report')}
      </LightButton>
      <LightButton
        size="xs"
        variant="default"
        leftSection={<IconBan size={14} aria-hidden />}
        onClick={() => show('block')}
      >
        {t('block')}
      </LightButton>
      {used.report && (
        <ReportDialog
          profileId={profileId}
          name={name}
          note={note}
          opened={open === 'report'}
          onClose={() => setOpen(null)}
        />
      )}
      {used.block && (
        <BlockDialog
          profileId={profileId}
          name={name}
          opened={open === 'block'}
          onClose={() => setOpen(null)}
        />
      )}
    </Group>
  );
}
