'use client';

import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sendWrite } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { ReasonConfirm } from '@/components/forms/reason-confirm';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_ACTION_MESSAGES,
  type AccountAction,
} from '@/lib/validation/account-actions';

/** The member's account as GET /api/profiles/{id} prints it for administrators (lib/data/account-admin.ts). */
export type AccountJson = {
  email: string;
  activated: boolean;
  lastSignIn: string | null;
  liveSessions: number;
  suspended: boolean;
  hold: string | null;
};

const HOLDS: Record<string, string> = {
  reported: 'Held after reports',
  hidden: 'Profile hidden',
  suspended: 'Account suspended',
};

const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(iso))
    : 'Not in the last 90 days';

/** Which actions fit the account as it is now. */
function actionsFor(account: AccountJson): AccountAction[] {
  const actions: AccountAction[] = [];
  if (!account.activated) actions.push('resend_activation');
  if (account.activated && !account.suspended) actions.push('password_reset');
  if (!account.suspended) actions.push('suspend');
  if (account.hold === 'hidden' || account.hold === 'suspended') actions.push('restore');
  return actions;
}

/**
 * The member's account at the top of the administrator's profile form (issue 25 item 3): sign-in
 * e-mail, activated, last sign-in, live sessions, and the actions, each with a reason and a second
 * click once what follows has been read. The member is e-mailed; the audit log keeps the reason.
 */
export function AccountPanel({ profileId, initial }: { profileId: number; initial: AccountJson | null }) {
  const [account, setAccount] = useState(initial);
  const [action, setAction] = useState<AccountAction | null>(null);

  if (!account)
    return (
      <Paper withBorder p="sm" mb="md">
        <Text size="sm">No member account: an offline registration, without sign-in.</Text>
      </Paper>
    );

  const send = async (chosen: AccountAction, reason: string) => {
    const answer = await sendWrite<{ account: AccountJson }>(
      'POST',
      `/api/profiles/${profileId}/account_actions`,
      { action: chosen, reason },
    );
    if (answer?.account) setAccount(answer.account);
    notifySuccess(`${ACCOUNT_ACTIONS[chosen].label}: done`);
    setAction(null);
  };

  return (
    <Paper withBorder p="sm" mb="md" aria-label="Member account" component="section">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={5}>Member account</Title>
          <Group gap={6}>
            <Badge color={account.activated ? 'green' : 'orange'}>
              {account.activated ? 'Activated' : 'Not activated'}
            </Badge>
            {account.hold && <Badge color="red">{HOLDS[account.hold] ?? account.hold}</Badge>}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              Sign-in e-mail
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="account-email">
              {account.email}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Last sign-in
            </Text>
            <Text size="sm">{dateTime(account.lastSignIn)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Live sessions
            </Text>
            <Text size="sm" data-testid="account-sessions">
              {account.liveSessions}
            </Text>
          </div>
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          {actionsFor(account).map((a) => (
            <Button
              key={a}
              size="xs"
              variant={action === a ? 'filled' : 'light'}
              color={a === 'suspend' ? 'red' : undefined}
              onClick={() => setAction(action === a ? null : a)}
            >
              {ACCOUNT_ACTIONS[a].label}
            </Button>
          ))}
        </Group>
        {action && (
          <ReasonConfirm
            key={action}
            label={ACCOUNT_ACTIONS[action].label}
            reasonLabel={`Reason: ${ACCOUNT_ACTIONS[action].label}`}
            description="Kept in the audit log (and e-mailed to the member for a suspension or a restore)."
            follows={ACCOUNT_ACTIONS[action].follows}
            reasonRequired={ACCOUNT_ACTION_MESSAGES.reason}
            color={action === 'suspend' ? 'red' : undefined}
            size="xs"
            cancelLabel="Cancel"
            onCancel={() => setAction(null)}
            send={(reason) => send(action, reason)}
          />
        )}
      </Stack>
    </Paper>
  );
}
