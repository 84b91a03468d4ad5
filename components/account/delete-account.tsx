'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, PasswordInput, Text } from '@mantine/core';
import { FormModal, SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { deleteAccountSchema, MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { deleteAccount } from './account-api';

/** "Delete my account": a dialog that says what follows, confirmed by the password. */
export function DeleteAccount() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        Delete my account
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Delete my account">
        <DeleteAccountForm onCancel={() => setOpened(false)} />
      </FormModal>
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const kit = useSubmitForm({
    initialValues: { password: '' },
    schema: deleteAccountSchema,
    send: (payload) => deleteAccount((payload as { password: string }).password),
    // The session ended with the account: leave the member area for the home page.
    onSuccess: () => {
      router.replace('/');
      router.refresh();
    },
  });
  return (
    <SubmitForm kit={kit} submitLabel="Delete my account" submitColor="red" onCancel={onCancel}>
      <Text size="sm">{MEMBER_ACCOUNT_TEXT.deleteExplain}</Text>
      <PasswordInput
        label="Password"
        description="Your password confirms that it is you."
        autoComplete="current-password"
        withAsterisk
        {...kit.form.getInputProps('password')}
      />
    </SubmitForm>
  );
}
