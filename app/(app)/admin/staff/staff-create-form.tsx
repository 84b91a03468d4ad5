'use client';

import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MESSAGES } from '@/components/crud/messages';
import { fromAction } from '@/components/forms/from-action';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { inputWithVerdict } from '@/components/ui/input-verdict';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { staffSchema } from '@/lib/validation/account';

type Props = {
  /** The server action that creates the account and mails its set-password link. */
  action: (input: { email: string; name: string; role: string }) => Promise<ActionAnswer>;
  onCreated: () => void;
};

/**
 * The staff screen's create form, on the form kit: the schema the server parses with, the outcome
 * in a toast (an admin screen, spec section 8), an e-mail already registered (422) under the field.
 */
export function StaffCreateForm({ action, onCreated }: Props) {
  const { form, submit, busy } = useSubmitForm({
    initialValues: { email: '', name: '', role: 'ROLE_COLLEGE' },
    schema: staffSchema,
    send: (_payload, values) => fromAction(action, MESSAGES.unreachable)(values),
    success: (_answer, values) => `A set-password e-mail was sent to ${values.email.trim()}.`,
    onSuccess: onCreated,
    notify: 'toast',
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Email"
          type="email"
          w={{ base: '100%', sm: 320 }}
          withAsterisk
          {...inputWithVerdict(form, 'email')}
        />
        <TextInput
          label="Name"
          description="Printed on the receipts this account takes"
          w={{ base: '100%', sm: 240 }}
          {...form.getInputProps('name')}
        />
        <Select
          label="Role"
          data={[{ value: 'ROLE_COLLEGE', label: 'College staff' }]}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
          {...form.getInputProps('role')}
        />
        {/* Level with the inputs (their labels above), whatever message shows under them. */}
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={busy} mt={25}>
          Create
        </Button>
      </Group>
    </form>
  );
}
