import type { Metadata } from 'next';
import { CollegeSettingsForm } from '@/components/college/college-settings-form';
import { PageTitle } from '@/components/ui/page-title';
import { requireCollegeStaff } from '@/lib/auth/session';
import { readCollegeSettings } from '@/lib/data/college/settings';
import { pageWithMessages } from '@/components/i18n/client-island';

export const metadata: Metadata = { title: 'Institution' };

/** The institution: its name, address, contacts, logo, registration and receipt footer. */
async function CollegeSettingsPage() {
  const actor = await requireCollegeStaff();
  const { settings } = await readCollegeSettings({ actor });
  return (
    <>
      <PageTitle>Institution</PageTitle>
      <CollegeSettingsForm initial={settings} />
    </>
  );
}

export default pageWithMessages(['member', 'validation'], CollegeSettingsPage);
