import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { ClientIsland } from '@/components/i18n/client-island';
import { PublicPage } from '@/components/ui/public-page';
import { getSettings } from '@/lib/data/settings';
import { GrievanceForm } from './grievance-form';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('grievance'))('title'),
});

/** The Grievance Officer's contact (from the settings) and the complaint form (IT Rules 2021, rule 3). */
export default async function GrievancePage() {
  const [{ grievanceOfficer: officer }, t] = await Promise.all([getSettings(), getTranslations('grievance')]);
  return (
    <PublicPage>
      <ClientIsland>
        <Stack w="100%" maw={640} gap="lg">
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="officer">
            <Title order={2} size="h3" id="officer" mb="xs">
              {t('title')}
            </Title>
            <Text fw={600}>{officer.name}</Text>
            <Text>
              {t.rich('email', {
                email: officer.email,
                link: (chunks) => <Anchor href={`mailto:${officer.email}`}>{chunks}</Anchor>,
              })}
            </Text>
            {officer.phone && <Text>{t('phone', { phone: officer.phone })}</Text>}
            {officer.address && <Text style={{ whiteSpace: 'pre-line' }}>{officer.address}</Text>}
            <Text size="sm" c="dimmed" mt="sm">
              {t('promise')}
            </Text>
          </Paper>
          <GrievanceForm />
        </Stack>
      </ClientIsland>
    </PublicPage>
  );
}
