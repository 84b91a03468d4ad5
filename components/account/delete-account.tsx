'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Button, PasswordInput, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { FormModal, SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { deleteAccountSchema, MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { deleteAccount } from './account-api';

/** "Delete my account": a dialog that says what follows, confirmed by the password. */
export function DeleteAccount() {
  const [opened, setOpened] = useState(false);
  const t = useTranslations('account');
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        {t('deleteMyAccount')}
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title={t('deleteMyAccount')}>
        <DeleteAccountForm onCancel={() => setOpened(false)} />
      </FormModal>
    </>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const t = useTranslations('account');
  const say = useSpecText();
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
    <SubmitForm kit={kit} submitLabel={t('deleteMyAccount')} submitColor="red" onCancel={onCancel}>
      <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.deleteExplain)}</Text>
      <PasswordInput
        label={t('password')}
        description={t('passwordConfirms')}
        autoComplete="current-password"
        withAsterisk
        {...kit.form.getInputProps('password')}
      />
    </SubmitForm>
  );
}
