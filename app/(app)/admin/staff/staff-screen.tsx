'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconMailForward, IconUserOff } from '@tabler/icons-react';
import { PageTitle } from '@/components/ui/page-title';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { formatDay } from '@/components/crud/date-filter';
import type { StaffRecord } from '@/lib/data/staff';
import { addStaff, disableStaffAccount, sendStaffLink } from './actions';
import { StaffCreateForm } from './staff-create-form';

/** The administrator's list of college staff: create (e-mail + role), disable, send a set-password link. */
export function StaffScreen({ staff }: { staff: StaffRecord[] }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();

  const run = (work: () => Promise<{ result: boolean; formerror?: string }>, success: string) =>
    startTransition(async () => {
      const answer = await work();
      if (answer.result) {
        notifySuccess(success);
        router.refresh();
      } else notifyWarning(answer.formerror ?? 'Something went wrong.');
    });

  return (
    <>
      <PageTitle>Staff</PageTitle>
      <Paper withBorder p="md" mb="md" shadow="xs">
        <StaffCreateForm action={addStaff} onCreated={() => router.refresh()} />
      </Paper>
      <Paper withBorder shadow="xs" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Id</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {staff.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center">
                    No Staff.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {staff.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.id}</Table.Td>
                <Table.Td>
                  {s.email}
                  {s.name && (
                    <Text size="xs" c="dimmed">
                      {s.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    fw={600}
                    c={s.activated ? 'green.9' : 'gray.7'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {s.activated ? 'Active' : 'Disabled / not set up'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDay(s.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconMailForward size={14} />}
                      disabled={busy}
                      onClick={() =>
                        run(() => sendStaffLink(s.id), `A set-password e-mail was sent to ${s.email}.`)
                      }
                    >
                      Send link
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconUserOff size={14} />}
                      disabled={busy || !s.activated}
                      onClick={() => run(() => disableStaffAccount(s.id), `${s.email} is disabled.`)}
                    >
                      Disable
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}
