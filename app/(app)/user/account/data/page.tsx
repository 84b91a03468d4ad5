import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { pageWithMantine } from '@/components/mantine-page';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('account'))('dataTitle'),
});

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
async function MyDataPage() {
  const actor = await requireArea('member');
  const data = await exportMemberData({ actor });
  const { account, profile } = data;
  const [t, say] = await Promise.all([getTranslations('account'), getSpecText()]);
  return (
    <>
      <PageTitle>{t('dataTitle')}</PageTitle>
      <Stack maw={900} gap="md">
        <Text>{say(MEMBER_ACCOUNT_TEXT.dataExplain)}</Text>
        <Group>
          <Button component="a" href="/api/me/export" download="thirumanam-my-data.json">
            {t('downloadMyData')}
          </Button>
          <Anchor href="/user/account">{t('backToAccount')}</Anchor>
        </Group>
        <Section title={t('sectionAccount')}>
          <Pairs
            pairs={[
              [t('email'), account.email],
              [t('registered'), account.registeredAt],
              [t('activated'), t(account.activated ? 'yes' : 'no')],
              [t('roles'), account.roles.join(', ')],
            ]}
          />
        </Section>
        <Section title={t('sectionProfile')}>
          {profile ? (
            <Pairs
              pairs={[
                ...data.profileAsShown.map((f): [string, Cell] => [say(f.label), f.value]),
                [t('hiddenSince'), profile.hiddenAt],
                [t('marriedSince'), profile.marriedAt],
              ]}
            />
          ) : (
            <Text c="dimmed">{say(MEMBER_ACCOUNT_TEXT.noProfile)}</Text>
          )}
        </Section>
        <Section title={t('sectionFiles')}>
          <Records rows={data.files} empty={t('noFiles')} />
        </Section>
        <Section title={t('sectionInterests')}>
          <Records rows={data.interests} empty={t('noInterests')} />
        </Section>
        <Section title={t('sectionPhotoRequests')}>
          <Records rows={data.photoRequests} empty={t('noPhotoRequests')} />
        </Section>
        <Section title={t('sectionReports')}>
          <Records rows={data.reports} empty={t('none')} />
        </Section>
        <Section title={t('sectionBlocks')}>
          <Records rows={data.blocks} empty={t('none')} />
        </Section>
        <Section title={t('sectionShortlist')}>
          <Records rows={data.shortlists} empty={t('shortlistEmpty')} />
        </Section>
        <Section title={t('sectionTerms')}>
          <Records rows={data.termsAcceptances} empty={t('none')} />
        </Section>
        <Section title={t('sectionSignIns')}>
          <Records rows={data.signIns} empty={t('noSignIns')} />
          <Stack mt="sm">
            <Records rows={data.signInCodes} empty={t('noCodes')} />
          </Stack>
          <Stack mt="sm">
            <Records rows={data.emailedLinks} empty={t('noLinks')} />
          </Stack>
        </Section>
        <Section title={t('sectionGrievances')}>
          <Records rows={data.grievances} empty={t('none')} />
        </Section>
      </Stack>
    </>
  );
}

export default pageWithMantine(MyDataPage);
