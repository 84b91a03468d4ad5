'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess, notifyWarning } from '@/components/crud/notify';
import { formValidator, violationErrors } from '@/lib/validation/form';
import { settingsSchema, type Settings } from '@/lib/validation/settings';
import { saveSettings } from './actions';

const markdownProps = {
  autosize: true,
  minRows: 6,
  maxRows: 20,
  styles: { input: { fontFamily: 'monospace' } },
  description: 'Markdown: # heading, **bold**, - list, [link](/path). HTML is not shown.',
};

/** Edits every setting at once; the server validates with the same schema and says which field is wrong. */
export function SettingsForm({ initial }: { initial: Settings }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const form = useForm<Settings>({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: formValidator(settingsSchema),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const answer = await saveSettings(values);
      if (answer.ok) {
        notifySuccess('Saved Succssfully');
        form.resetDirty();
        router.refresh();
      } else {
        form.setErrors(violationErrors(answer.violations));
        notifyWarning(answer.error);
      }
    } catch {
      notifyWarning('Something went wrong!');
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={960}>
        <Fieldset legend="Organisation">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Organisation name"
              withAsterisk
              {...form.getInputProps('organisation.name')}
              key={form.key('organisation.name')}
            />
            <TextInput
              label="GSTIN"
              {...form.getInputProps('organisation.gstin')}
              key={form.key('organisation.gstin')}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            autosize
            minRows={2}
            mt="sm"
            {...form.getInputProps('organisation.address')}
            key={form.key('organisation.address')}
          />
        </Fieldset>

        <Fieldset legend="Grievance Officer">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Officer name"
              withAsterisk
              {...form.getInputProps('grievanceOfficer.name')}
              key={form.key('grievanceOfficer.name')}
            />
            <TextInput
              label="Officer email"
              type="email"
              withAsterisk
              {...form.getInputProps('grievanceOfficer.email')}
              key={form.key('grievanceOfficer.email')}
            />
            <TextInput
              label="Officer phone"
              type="tel"
              {...form.getInputProps('grievanceOfficer.phone')}
              key={form.key('grievanceOfficer.phone')}
            />
          </SimpleGrid>
          <Textarea
            label="Officer address"
            autosize
            minRows={2}
            mt="sm"
            {...form.getInputProps('grievanceOfficer.address')}
            key={form.key('grievanceOfficer.address')}
          />
        </Fieldset>

        <Fieldset legend="Moderation">
          <NumberInput
            label="Reports before hiding"
            description="A profile reported by this many different members is hidden until an administrator decides."
            min={1}
            max={100}
            allowDecimal={false}
            maw={320}
            {...form.getInputProps('moderation.reportsToHide')}
            key={form.key('moderation.reportsToHide')}
          />
        </Fieldset>

        <Fieldset legend="Terms, Privacy Policy and Safety tips">
          <Text size="sm" c="dimmed" mb="sm">
            Members accept the Terms and the Privacy Policy in one version. Give a new version when their
            meaning changes: every member is then asked to accept it on their next visit. Correcting a typo
            can keep the version.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Version"
              withAsterisk
              {...form.getInputProps('legal.version')}
              key={form.key('legal.version')}
            />
            <TextInput
              label="In force from"
              type="date"
              withAsterisk
              {...form.getInputProps('legal.date')}
              key={form.key('legal.date')}
            />
          </SimpleGrid>
          <Textarea
            label="Terms"
            withAsterisk
            mt="sm"
            {...markdownProps}
            {...form.getInputProps('legal.terms')}
            key={form.key('legal.terms')}
          />
          <Textarea
            label="Privacy Policy"
            withAsterisk
            mt="sm"
            {...markdownProps}
            {...form.getInputProps('legal.privacy')}
            key={form.key('legal.privacy')}
          />
          <Textarea
            label="Safety tips"
            withAsterisk
            mt="sm"
            {...markdownProps}
            {...form.getInputProps('legal.safety')}
            key={form.key('legal.safety')}
          />
        </Fieldset>

        <Group>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
