import type { Metadata } from 'next';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { PublicPage } from '@/components/ui/public-page';
import { getSettings } from '@/lib/data/settings';
import { GrievanceForm } from './grievance-form';

export const metadata: Metadata = { title: 'Grievance Officer' };

/** The Grievance Officer's contact (from the settings) and the complaint form (IT Rules 2021, rule 3). */
export default async function GrievancePage() {
  const { grievanceOfficer: officer } = await getSettings();
  return (
    <PublicPage>
      <Stack w="100%" maw={640} gap="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="officer">
          <Title order={2} size="h3" id="officer" mb="xs">
            Grievance Officer
          </Title>
          <Text fw={600}>{officer.name}</Text>
          <Text>
            E-mail: <Anchor href={`mailto:${officer.email}`}>{officer.email}</Anchor>
          </Text>
          {officer.phone && <Text>Phone: {officer.phone}</Text>}
          {officer.address && <Text style={{ whiteSpace: 'pre-line' }}>{officer.address}</Text>}
          <Text size="sm" c="dimmed" mt="sm">
            We acknowledge every complaint within 24 hours and resolve it within 15 days. You get a ticket
            number at once, and an e-mail with a link to follow your ticket.
          </Text>
        </Paper>
        <GrievanceForm />
      </Stack>
    </PublicPage>
  );
}
