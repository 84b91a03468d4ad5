'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { Badge, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { markEnquiryHandled } from './actions';
import { showToast } from '@/components/shell/overlays';

type Row = {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  mobile: string;
  message: string;
  handled: boolean;
};

type Props = { rows: Row[]; total: number; page: number; size: number; search: string };

const SIZES = ['10', '50', '100', '1000'];

/** The administrator's list of enquiries: rows come from the server one page at a time. */
export function EnquiriesTable({ rows, total, page, size, search }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text, 300);

  const go = (next: { page?: number; size?: number; q?: string }) => {
    const params = new URLSearchParams();
    const q = next.q ?? search;
    if (q) params.set('q', q);
    if ((next.size ?? size) !== 10) params.set('size', String(next.size ?? size));
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    startTransition(() => router.replace(params.size ? `${pathname}?${params}` : pathname));
  };

  // Searching starts again at page 1; the URL keeps the search so reload and back work.
  useEffect(() => {
    if (debounced.trim() !== search) go({ q: debounced.trim() });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the typed text navigates
  }, [debounced]);

  const toggle = async (row: Row) => {
    const result = await markEnquiryHandled(row.id, !row.handled);
    if (!result.ok) {
      showToast({ color: 'red', message: result.error });
      return;
    }
    showToast({
      color: 'green',
      message: result.data.handled ? 'Marked as handled' : 'Marked as open',
    });
    startTransition(() => router.refresh());
  };

  const pages = Math.max(1, Math.ceil(total / size));
  const exportHref = `${pathname}/export${search ? `?q=${encodeURIComponent(search)}` : ''}`;

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <TextInput
          placeholder="Search"
          aria-label="Search"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={280}
        />
        <Button component="a" href={exportHref} variant="light" leftSection={<IconDownload size={16} />}>
          Export
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover style={{ opacity: pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Mobile</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="md">
                    No Enquiry.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.createdAt}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.name}</Table.Td>
                <Table.Td>{row.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.mobile}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', minWidth: 240, maxWidth: 360 }}>
                  {row.message}
                </Table.Td>
                <Table.Td>
                  {/* Status and its action share a column, so the table fits beside the side menu. */}
                  <Stack gap={4} align="flex-start">
                    <Badge color={row.handled ? 'green' : 'orange'} variant="light" miw={80}>
                      {row.handled ? 'Handled' : 'Open'}
                    </Badge>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => toggle(row)}
                      aria-label={`${row.handled ? 'Reopen' : 'Mark as handled'}: ${row.name}`}
                    >
                      {row.handled ? 'Reopen' : 'Mark as handled'}
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" wrap="wrap">
        <Text size="sm">Total: {total}</Text>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            data={SIZES}
            value={String(size)}
            onChange={(value) => value && go({ size: Number(value) })}
            allowDeselect={false}
            w={90}
          />
          <Pagination total={pages} value={page} onChange={(p) => go({ page: p })} />
        </Group>
      </Group>
    </>
  );
}
