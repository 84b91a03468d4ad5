'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { ButtonLink, Group, buttonAttributes, spacing } from '@/components/ui/static-mantine';
import { IconBookmark } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/with-mantine';

// The dialog (its form and the saved searches' rules) loads on the first click, not with the page.
const SaveSearchForm = dynamic(
  () => withMantine(import('./save-search-form').then((m) => m.SaveSearchForm)),
  {
    ssr: false,
  },
);

/** Mantine's Button variant="light": its attributes as Mantine writes them. */
const SAVE_BUTTON = buttonAttributes({ variant: 'light' });

/**
 * "Save this search" on the match page (issue 26 item 4): the search as the page applies it (its
 * URL query) under a name the member gives; the server's refusal (name taken, too many) under the field.
 */
export function SaveSearch({ query }: { query: string }) {
  const t = useTranslations('searches');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (and kept, so that it closes with its animation and keeps the name).
  const [used, setUsed] = useState(false);

  return (
    <>
      {/* Mantine's Group gap="sm" mb="md" and Buttons (light, with the icon; subtle, a link), as Mantine
          writes them (components/ui/static-mantine.tsx): none of Mantine's JavaScript with the page. */}
      <Group gap="sm" wrap="wrap" style={{ marginBottom: spacing('md') }}>
        <button
          {...SAVE_BUTTON}
          data-with-left-section="true"
          type="button"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <span className="m_80f1301b mantine-Button-inner">
            <span className="m_a74036a mantine-Button-section" data-position="left">
              <IconBookmark size={18} aria-hidden />
            </span>
            <span className="m_811560b9 mantine-Button-label">{t('saveThisSearch')}</span>
          </span>
        </button>
        <ButtonLink href="/user/searches" variant="subtle">
          {t('mySavedSearches')}
        </ButtonLink>
      </Group>
      {used && <SaveSearchForm query={query} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
