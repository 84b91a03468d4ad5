import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { PublicPage } from '@/components/ui/public-page';
import { Paper, Stack, Text, Title, spacing } from '@/components/ui/static-mantine';
import { getSettings } from '@/lib/data/settings';
import { specSayer } from '@/lib/i18n/spec-say';
import { getSpecTexts, getTextsAsWritten } from '@/lib/i18n/spec-texts-server';
import { GRIEVANCE_SUBJECTS } from '@/lib/validation/grievance';
import { GrievanceForm } from './grievance-form';
import { grievanceTexts } from './texts';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('grievance'))('title'),
});

/**
 * The Grievance Officer's contact (from the settings) and the complaint form (IT Rules 2021, rule
 * 3): the contact drawn on the server (components/ui/static-mantine.tsx), the form a light one
 * (no Mantine provider, no next-intl in the browser): its words come from here.
 */
export default async function GrievancePage() {
  // Dynamic before the settings are read: `next build` would otherwise open the database (./data/pglite).
  await connection();
  const [{ grievanceOfficer: officer }, t, tf, spec, raw] = await Promise.all([
    getSettings(),
    getTranslations('grievance'),
    getTranslations('form'),
    getSpecTexts(),
    getTextsAsWritten('grievance'),
  ]);
  const say = specSayer(spec);
  const subjects = Object.entries(GRIEVANCE_SUBJECTS).map(([value, label]) => ({ value, label: say(label) }));
  return (
    <PublicPage>
      <Stack gap="lg" style={{ width: '100%', maxWidth: 'calc(40rem * var(--mantine-scale))' }}>
        <Paper component="section" aria-labelledby="officer" style={{ padding: spacing('lg') }}>
          <Title order={2} size="h3" id="officer" style={{ marginBottom: spacing('xs') }}>
            {t('title')}
          </Title>
          <Text style={{ fontWeight: 600 }}>{officer.name}</Text>
          <Text>
            {t.rich('email', {
              email: officer.email,
              link: (chunks) => (
                <a
                  className="mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root"
                  data-underline="hover"
                  href={`mailto:${officer.email}`}
                >
                  {chunks}
                </a>
              ),
            })}
          </Text>
          {officer.phone && <Text>{t('phone', { phone: officer.phone })}</Text>}
          {officer.address && <Text style={{ whiteSpace: 'pre-line' }}>{officer.address}</Text>}
          <Text size="sm" dimmed style={{ marginTop: spacing('sm') }}>
            {t('promise')}
          </Text>
        </Paper>
        <GrievanceForm
          texts={grievanceTexts(
            (key) => t(key as never),
            raw,
            (key) => tf(key as never),
          )}
          spec={spec}
          subjects={subjects}
        />
      </Stack>
    </PublicPage>
  );
}
