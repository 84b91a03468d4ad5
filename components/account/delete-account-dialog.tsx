'use client';

import { useRouter } from 'next/navigation';
import { Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { FormModal, SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { LightPasswordInput } from '@/components/ui/light-password-input';
import { deleteAccountSchema, MEMBER_ACCOUNT_TEXT } from '@/lib/validation/member-account';
import { deleteAccount } from './account-api';

/**
 * The dialog behind "Delete my account" (./delete-account.tsx), loaded on the first click: it says
 * what follows and is confirmed by the password, checked by the schema the server parses with. The
 * field is the public forms' (LightPasswordInput), whose eye button is named "Show password" and
 * says whether the password shows: Mantine's PasswordInput hides its button from assistive
 * technology. It mounts closed and opens one render later, so that Mantine's Modal notes the
 * button to give the focus back to.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const mounted = useMounted();
  const t = useTranslations('account');
  return (
    <FormModal opened={mounted && opened} onClose={onClose} title={t('deleteMyAccount')}>
      <DeleteAccountForm onCancel={onClose} />
    </FormModal>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const router = useRouter();
  const t = useTranslations('account');
  const tf = useTranslations('form');
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
  // Mantine's props of the field, and the data-path by which the form focuses it when refused.
  const { 'data-path': path, ...password } = kit.form.getInputProps('password') as ReturnType<
    typeof kit.form.getInputProps
  > & { 'data-path': string };
  return (
    <SubmitForm kit={kit} submitLabel={t('deleteMyAccount')} submitColor="red" onCancel={onCancel}>
      <Text size="sm">{say(MEMBER_ACCOUNT_TEXT.deleteExplain)}</Text>
      <LightPasswordInput
        toggleLabel={tf('showPassword')}
        label={t('password')}
        description={t('passwordConfirms')}
        autoComplete="current-password"
        field={{ ...password, path, value: kit.form.values.password }}
      />
    </SubmitForm>
  );
}
