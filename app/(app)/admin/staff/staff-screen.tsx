'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { Button, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { IconMailForward, IconPlus, IconUserOff } from '@tabler/icons-react';
import { PageTitle } from '@/components/ui/page-title';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { formatDay } from '@/components/crud/date-filter';
import type { StaffRecord } from '@/lib/data/staff';
import { addStaff, disableStaffAccount, sendStaffLink } from './actions';

/** The administrator's list of college staff: create (e-mail + role), disable, send a set-password link. */
export function StaffScreen({ staff }: { staff: StaffRecord[] }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string | null>('ROLE_COLLEGE');
  const [error, setError] = useState<string | null>(null);
  const [busy, startTransition] = useTransition();

  const run = (
    work: () => Promise<{ result: boolean; formerror?: string }>,
    success: string,
    after?: () => void,
  ) =>
    startTransition(async () => {
      const answer = await work();
      if (answer.result) {
        notifySuccess(success);
        after?.();
        router.refresh();
      } else notifyWarning(answer.formerror ?? 'Something went wrong.');
    });

  return (
    <>
      <PageTitle>Staff</PageTitle>
      <Paper withBorder p="md" mb="md" shadow="xs">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!email.trim()) return setError('Enter Email!');
            setError(null);
            run(
              () => addStaff({ email, role: role ?? '' }),
              `A set-password e-mail was sent to ${email.trim()}.`,
              () => setEmail(''),
            );
          }}
        >
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Email"
              type="email"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
              withAsterisk
            />
            <Select
              label="Role"
              data={[{ value: 'ROLE_COLLEGE', label: 'College staff' }]}
              value={role}
              onChange={setRole}
              allowDeselect={false}
              w={{ base: '100%', sm: 200 }}
            />
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={busy}>
              Create
            </Button>
          </Group>
        </form>
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
                <Table.Td>{s.email}</Table.Td>
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
