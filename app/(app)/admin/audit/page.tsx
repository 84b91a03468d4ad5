import type { Metadata } from 'next';
import {
  Anchor,
  Button,
  Group,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  TextInput,
} from '@mantine/core';
import { PageTitle } from '@/components/ui/page-title';
import { requireArea } from '@/lib/auth/session';
import { listAuditEntries } from '@/lib/data/audit/list';
import { formatDateTime } from '@/lib/format';
import { auditFiltersOf, auditQuery, changeLines } from './query';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 50;

/**
 * Who changed what (issue 25 item 4): every write by an administrator or college staff, newest
 * first. The filters are a plain GET form: the address keeps them, and the CSV takes the same.
 */
export default async function AuditPage({ searchParams }: Props) {
  const actor = await requireArea('admin');
  const filters = auditFiltersOf(await searchParams);
  const result = await listAuditEntries({ actor, query: auditQuery(filters, { itemsPerPage: PAGE_SIZE }) });
  const keep = new URLSearchParams(
    Object.entries({
      person: filters.person,
      entity: filters.entity,
      from: filters.from,
      to: filters.to,
    }).filter(([, v]) => v),
  );
  const pageHref = (page: number) => {
    const params = new URLSearchParams(keep);
    if (page > 1) params.set('page', String(page));
    return params.size ? `/admin/audit?${params}` : '/admin/audit';
  };
  return (
    <>
      <PageTitle>Audit log</PageTitle>
      <form method="get" action="/admin/audit" aria-label="Filter the audit log">
        <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
          <TextInput name="person" label="Person (e-mail)" defaultValue={filters.person} />
          <TextInput
            name="entity"
            label="Entity"
            placeholder="profiles, castes, ..."
            defaultValue={filters.entity}
          />
          <TextInput name="from" type="date" label="From" defaultValue={filters.from} />
          <TextInput name="to" type="date" label="To" defaultValue={filters.to} />
          <Button type="submit">Filter</Button>
          <Button component="a" variant="default" href={`/admin/audit/export${keep.size ? `?${keep}` : ''}`}>
            Export CSV
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed" mb="xs">
        {result.totalItems} {result.totalItems === 1 ? 'entry' : 'entries'}
      </Text>
      {result.items.length === 0 ? (
        <Text>No changes recorded.</Text>
      ) : (
        <TableScrollContainer minWidth={720}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label="Audit log">
            <TableThead>
              <TableTr>
                <TableTh>When</TableTh>
                <TableTh>Who</TableTh>
                <TableTh>Action</TableTh>
                <TableTh>Entity</TableTh>
                <TableTh>Id</TableTh>
                <TableTh>Changes</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {result.items.map((entry) => (
                <TableTr key={entry.id}>
                  <TableTd style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableTd>
                  <TableTd>{entry.actorEmail}</TableTd>
                  <TableTd>{entry.action}</TableTd>
                  <TableTd>{entry.entity}</TableTd>
                  <TableTd>{entry.entityId}</TableTd>
                  <TableTd>
                    {changeLines(entry.changes).map((line, i) => (
                      <Text size="sm" key={i} style={{ overflowWrap: 'anywhere' }}>
                        {line}
                      </Text>
                    ))}
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
      {result.lastPage > 1 && (
        <Group mt="md" gap="md">
          {result.page > 1 && <Anchor href={pageHref(result.page - 1)}>Newer</Anchor>}
          <Text size="sm">
            Page {result.page} of {result.lastPage}
          </Text>
          {result.page < result.lastPage && <Anchor href={pageHref(result.page + 1)}>Older</Anchor>}
        </Group>
      )}
    </>
  );
}
