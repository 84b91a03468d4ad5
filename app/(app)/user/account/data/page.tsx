import type { Metadata } from 'next';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { exportMemberData } from '@/lib/data/member-export';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';

export const metadata: Metadata = { title: MEMBER_ACCOUNT_TEXT.dataTitle };

type Cell = string | number | boolean | null | undefined;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const text = (value: Cell) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Rows of records as a table that scrolls sideways on a phone, or a line saying there are none. */
function Records({ rows, empty }: { rows: Record<string, Cell>[]; empty: string }) {
  if (!rows.length) return <Text c="dimmed">{empty}</Text>;
  const columns = Object.keys(rows[0]);
  return (
    <TableScrollContainer minWidth={560}>
      <Table striped withTableBorder>
        <TableThead>
          <TableTr>
            {columns.map((column) => (
              <TableTh key={column}>{column}</TableTh>
            ))}
          </TableTr>
        </TableThead>
        <TableTbody>
          {rows.map((row, index) => (
            <TableTr key={index}>
              {columns.map((column) => (
                <TableTd key={column}>{text(row[column])}</TableTd>
              ))}
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

/** Label and value pairs, one per line. */
function Pairs({ pairs }: { pairs: [string, Cell][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <TableTbody>
        {pairs.map(([label, value]) => (
          <TableTr key={label}>
            <TableTh w="40%" fw={500} c="gray.7">
              {label}
            </TableTh>
            <TableTd style={{ overflowWrap: 'anywhere' }}>{text(value)}</TableTd>
          </TableTr>
        ))}
      </TableTbody>
    </Table>
  );
}

/** "Download my data", readable on screen: the very document /api/me/export gives. */
export default async function MyDataPage() {
  const actor = await requireArea('member');
  const data = await exportMemberData({ actor });
  const { account, profile } = data;
  return (
    <>
      <PageTitle>{MEMBER_ACCOUNT_TEXT.dataTitle}</PageTitle>
      <Stack maw={900} gap="md">
        <Text>{MEMBER_ACCOUNT_TEXT.dataExplain}</Text>
        <Group>
          <Button component="a" href="/api/me/export" download="thirumanam-my-data.json">
            Download my data (JSON)
          </Button>
          <Anchor href="/user/account">
            Back to My account
          </Anchor>
        </Group>
        <Section title="Account">
          <Pairs
            pairs={[
              ['E-mail', account.email],
              ['Registered', account.registeredAt],
              ['Activated', account.activated ? 'Yes' : 'No'],
              ['Roles', account.roles.join(', ')],
            ]}
          />
        </Section>
        <Section title="Profile">
          {profile ? (
            <Pairs
              pairs={[
                ...data.profileAsShown.map((f): [string, Cell] => [f.label, f.value]),
                ['Hidden since', profile.hiddenAt],
                ['Married since', profile.marriedAt],
              ]}
            />
          ) : (
            <Text c="dimmed">{MEMBER_ACCOUNT_TEXT.noProfile}</Text>
          )}
        </Section>
        <Section title="Photos and files">
          <Records rows={data.files} empty="No files." />
        </Section>
        <Section title="Interests">
          <Records rows={data.interests} empty="No interests." />
        </Section>
        <Section title="Photo requests">
          <Records rows={data.photoRequests} empty="No photo requests." />
        </Section>
        <Section title="Reports you made">
          <Records rows={data.reports} empty="None." />
        </Section>
        <Section title="Members you blocked">
          <Records rows={data.blocks} empty="None." />
        </Section>
        <Section title="Shortlist">
          <Records rows={data.shortlists} empty="Your shortlist is empty." />
        </Section>
        <Section title="Terms accepted">
          <Records rows={data.termsAcceptances} empty="None." />
        </Section>
        <Section title="Sign-in history and e-mailed links">
          <Records rows={data.signInCodes} empty="No sign-in needed an e-mailed code." />
          <Stack mt="sm">
            <Records rows={data.emailedLinks} empty="No links e-mailed." />
          </Stack>
        </Section>
        <Section title="Complaints to the Grievance Officer">
          <Records rows={data.grievances} empty="None." />
        </Section>
      </Stack>
    </>
  );
}
