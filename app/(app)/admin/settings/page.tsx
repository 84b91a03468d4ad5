import type { Metadata } from 'next';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { readSettings } from '@/lib/data/settings';
import { SettingsForm } from './settings-form';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Site settings' };

/** The organisation's settings: its identity, the grievance officer, the legal texts. */
async function SettingsPage() {
  const actor = await requireArea('admin');
  const { settings } = await readSettings({ actor });
  return (
    <>
      <PageTitle>Site settings</PageTitle>
      <SettingsForm initial={settings} />
    </>
  );
}

export default pageWithMessages(['validation'], SettingsPage);
