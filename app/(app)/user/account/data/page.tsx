import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/ui/page-title';
import {
  ButtonInner,
  Group,
  Paper,
  Stack,
  Text,
  TextLink,
  Title,
  buttonAttributes,
  spacing,
} from '@/components/ui/static-mantine';
import { StaticTable } from '@/components/ui/static-table';
import { requireArea } from '@/lib/auth/session';
import { exportMemberData } from '@/lib/data/member-export';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('account'))('dataTitle'),
});

type Cell = string | number | boolean | null | undefined;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" aria-label={title} style={{ padding: spacing('lg') }}>
      <Title order={3} size="h4" style={{ marginBottom: spacing('sm') }}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const text = (value: Cell) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Rows of records as a table that scrolls sideways on a phone, or a line saying there are none. */
function Records({ rows, empty }: { rows: Record<string, Cell>[]; empty: string }) {
  if (!rows.length) return <Text dimmed>{empty}</Text>;
  const columns = Object.keys(rows[0]);
  return (
    <StaticTable
      minWidth={560}
      head={columns}
      rows={rows.map((row, index) => ({ key: index, cells: columns.map((column) => text(row[column])) }))}
    />
  );
}

/** Label and value pairs, one per line: Mantine's Table without row borders, as it writes it. */
function Pairs({ pairs }: { pairs: [string, Cell][] }) {
  return (
    <table style={PAIRS_SPACING} className="m_b23fa0ef mantine-Table-table">
      <tbody className="m_b2404537 mantine-Table-tbody">
        {pairs.map(([label, value]) => (
          <tr key={label} className="m_4e7aa4fd mantine-Table-tr">
            <th style={PAIR_LABEL} className="m_4e7aa4f3 mantine-Table-th">
              {label}
            </th>
            <td style={{ overflowWrap: 'anywhere' }} className="m_4e7aa4ef mantine-Table-td">
              {text(value)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const PAIRS_SPACING = { '--table-vertical-spacing': spacing(4) } as React.CSSProperties;
const PAIR_LABEL: React.CSSProperties = { color: 'var(--mantine-color-gray-7)', fontWeight: 500, width: '40%' };

/** "Download my data", readable on screen: the very document /api/me/export gives. */
export default async function MyDataPage() {
  const actor = await requireArea('member');
  const data = await exportMemberData({ actor });
  const { account, profile } = data;
  const [t, say] = await Promise.all([getTranslations('account'), getSpecText()]);
  return (
    <>
      <PageTitle>{t('dataTitle')}</PageTitle>
      <Stack style={{ maxWidth: spacing(900) }}>
        <Text>{say(MEMBER_ACCOUNT_TEXT.dataExplain)}</Text>
        <Group>
          <a {...buttonAttributes({})} href="/api/me/export" download="thirumanam-my-data.json">
            <ButtonInner>{t('downloadMyData')}</ButtonInner>
          </a>
          <TextLink href="/user/account">{t('backToAccount')}</TextLink>
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
            <Text dimmed>{say(MEMBER_ACCOUNT_TEXT.noProfile)}</Text>
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
          <Stack style={{ marginTop: spacing('sm') }}>
            <Records rows={data.signInCodes} empty={t('noCodes')} />
          </Stack>
          <Stack style={{ marginTop: spacing('sm') }}>
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

