'use client';

import { useEffect, useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ActionAnswer } from '@/lib/http/legacy-json';
import { ACCOUNT_MESSAGES, changePasswordFormSchema } from '@/lib/validation/account';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { ensureCommonPasswords } from '@/lib/validation/common-passwords';
import { inputWithVerdict } from '@/components/ui/input-verdict';

type Props = {
  /** The server action that changes the password (passed in, so the form can live in any page). */
  action: (input: { currentpassword: string; newpassword: string }) => Promise<ActionAnswer>;
};

/**
 * MemberPassword (spec sections 2, 4, 5, 8): the change-password form without a page wrapper.
 * Success is a green toast, a refusal a warning toast; a network failure is only logged.
 */
export function MemberPassword({ action }: Props) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentpassword: '', newpassword: '', confirmpassword: '' },
    validate: formValidator(changePasswordFormSchema),
    validateInputOnBlur: true,
  });
  // The common-password list is a separate download, fetched only where a password is chosen.
  useEffect(() => void ensureCommonPasswords(), []);

  const submit = form.onSubmit(async ({ currentpassword, newpassword }) => {
    setBusy(true);
    try {
      const answer = await action({ currentpassword, newpassword });
      if (answer.result) {
        notifications.show({ color: 'green', message: ACCOUNT_MESSAGES.passwordChanged });
        form.reset();
      } else {
        notifications.show({ color: 'yellow', message: answer.formerror ?? ACCOUNT_MESSAGES.passwordWrong });
        // A wrong current password (or any field the server refused) is also marked on its field.
        form.setErrors(violationErrors(answer.violations ?? []));
      }
    } catch (error) {
      console.error('Change password failed', error);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          withAsterisk
          {...inputWithVerdict(form, 'currentpassword')}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          withAsterisk
          {...inputWithVerdict(form, 'newpassword')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...inputWithVerdict(form, 'confirmpassword')}
        />
        <Button type="submit" loading={busy}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
