'use client';

import { useRouter } from 'next/navigation';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { sendWrite } from '@/components/crud/api-client';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { UploadDropzone } from '@/components/profile/upload-dropzone';
import { PhoneInput } from '@/components/ui/phone-input';
import { collegeSettingsSchema, type CollegeSettings } from '@/lib/validation/college-settings';

/**
 * The institution's form: PATCH /api/college_settings with the same schema the server parses it
 * with, so a message under a field is the server's own. The logo goes through the photos' upload
 * (POST /api/media_objects: decoded and re-encoded with sharp) and is saved as its contentUrl.
 */
export function CollegeSettingsForm({ initial }: { initial: CollegeSettings }) {
  const router = useRouter();
  const { form, submit, busy } = useSubmitForm<CollegeSettings>({
    initialValues: initial,
    schema: collegeSettingsSchema,
    send: (values) => sendWrite('PATCH', '/api/college_settings', values),
    notify: 'toast',
    success: 'Saved Succssfully',
    reset: 'never',
    // The header and every receipt show the new name and logo.
    onSuccess: () => router.refresh(),
  });

  const phone = form.getInputProps('phone');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={860}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="College Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Registration / GSTIN" {...form.getInputProps('registration')} />
          <PhoneInput
            label="Phone"
            value={(phone.value as string) || undefined}
            onChange={(v) => form.setFieldValue('phone', v)}
            onBlur={phone.onBlur}
            error={phone.error}
          />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
        </SimpleGrid>
        <Textarea label="Address" autosize minRows={3} {...form.getInputProps('address')} />
        <UploadDropzone
          kind="image"
          label="Logo"
          hint="(JPEG, PNG, WebP or GIF, up to 10 MB)"
          value={form.values.logo || null}
          onChange={(url) => form.setFieldValue('logo', url ?? '')}
          placeholder="/no-image.webp"
          error={form.errors.logo}
        />
        <Textarea
          label="Receipt footer"
          description="Printed at the foot of every receipt."
          autosize
          minRows={2}
          {...form.getInputProps('receiptFooter')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
