import type { Metadata } from 'next';
import {
  Card,
  Grid,
  GridCol,
  SimpleGrid,
  Table,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { CollegeDues } from '@/components/college/college-dues';
import { MonthBars } from '@/components/college/month-bars';
import { PageTitle } from '@/components/ui/page-title';
import { requireCollegeStaff } from '@/lib/auth/session';
import { collegeDashboard } from '@/lib/data/college/reports';
import { formatRupees } from '@/lib/money';
import { DUES } from '@/lib/resources/college';
import { collegeTable } from '@/lib/resources/college-screens';

export const metadata: Metadata = { title: 'Dashboard' };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder shadow="xs" padding="lg">
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4} data-testid={label}>
        {value}
      </Text>
    </Card>
  );
}

/** Collected today and this month, outstanding, students by course, 12 months of collections, the dues list. */
export default async function CollegeDashboardPage() {
  const actor = await requireCollegeStaff();
  const d = await collegeDashboard({ actor });
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mb="lg">
        <Figure label="Collected Today" value={formatRupees(d.collectedToday)} />
        <Figure label="Collected This Month" value={formatRupees(d.collectedThisMonth)} />
        <Figure label="Outstanding" value={formatRupees(d.outstanding)} />
        <Figure label="Students" value={new Intl.NumberFormat('en-IN').format(d.students)} />
      </SimpleGrid>
      <Grid mb="lg">
        <GridCol span={{ base: 12, md: 8 }}>
          <Card withBorder shadow="xs" padding="lg" h="100%">
            <Title order={3} size="h5" mb="sm">
              Collections, last 12 months
            </Title>
            <MonthBars months={d.monthly} />
          </Card>
        </GridCol>
        <GridCol span={{ base: 12, md: 4 }}>
          <Card withBorder shadow="xs" padding="lg" h="100%">
            <Title order={3} size="h5" mb="sm">
              Students by course
            </Title>
            <Table>
              <TableThead>
                <TableTr>
                  <TableTh>Course</TableTh>
                  <TableTh ta="right">Students</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {d.byCourse.map((c) => (
                  <TableTr key={c.course}>
                    <TableTd>{c.course}</TableTd>
                    <TableTd ta="right">{c.students}</TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </Card>
        </GridCol>
      </Grid>
      <CollegeDues table={collegeTable(DUES)} />
    </>
  );
}
