'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { Button, Group } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

// The dialog (its form and the saved searches' rules) loads on the first click, not with the page.
const SaveSearchForm = dynamic(() => import('./save-search-form').then((m) => m.SaveSearchForm), {
  ssr: false,
});

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
      <Group gap="sm" mb="md">
        <Button
          variant="light"
          leftSection={<IconBookmark size={18} aria-hidden />}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          {t('saveThisSearch')}
        </Button>
        <Button component={Link} href="/user/searches" variant="subtle">
          {t('mySavedSearches')}
        </Button>
      </Group>
      {used && <SaveSearchForm query={query} opened={open} onClose={() => setOpen(false)} />}
    </>
  );
}
