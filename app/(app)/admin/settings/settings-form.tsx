'use client';

import { useRouter } from 'next/navigation';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '@/components/crud/api-client';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { settingsSchema, type Settings } from '@/lib/validation/settings';
import { saveSettings } from './actions';

const markdownProps = {
  autosize: true,
  minRows: 6,
  maxRows: 20,
  styles: { input: { fontFamily: 'monospace' } },
  description: 'Markdown: # heading, **bold**, - list, [link](/path). HTML is not shown.',
};

/** A setting's field: a short one (two to a row on a wide screen) or a long text below them. */
type SettingField = {
  path: string;
  label: string;
  required?: boolean;
  type?: 'email' | 'tel' | 'date' | 'number';
  /** A long text: an address (a few lines) or a markdown page. */
  long?: 'address' | 'markdown';
};

/** The form's sections, in order: each a fieldset of its short fields, then its long texts. */
const SECTIONS: { legend: string; note?: string; fields: SettingField[] }[] = [
  {
    legend: 'Organisation',
    fields: [
      { path: 'organisation.name', label: 'Organisation name', required: true },
      { path: 'organisation.gstin', label: 'GSTIN' },
      { path: 'organisation.address', label: 'Address', long: 'address' },
    ],
  },
  {
    legend: 'Invoices',
    note: 'Plan amounts include GST at this rate; each invoice shows it as CGST and SGST halves, with the organisation name, address and GSTIN above. An invoice keeps the rate it was made with.',
    fields: [{ path: 'billing.gstRate', label: 'GST rate (%)', type: 'number', required: true }],
  },
  {
    legend: 'Grievance Officer',
    fields: [
      { path: 'grievanceOfficer.name', label: 'Officer name', required: true },
      { path: 'grievanceOfficer.email', label: 'Officer email', type: 'email', required: true },
      { path: 'grievanceOfficer.phone', label: 'Officer phone', type: 'tel' },
      { path: 'grievanceOfficer.address', label: 'Officer address', long: 'address' },
    ],
  },
  {
    legend: 'Moderation',
    note: 'A profile reported by this many different members is hidden from everyone until an administrator decides (Moderation).',
    fields: [
      { path: 'moderation.reportsToHide', label: 'Reports before hiding', type: 'number', required: true },
    ],
  },
  {
    legend: 'Terms, Privacy Policy and Safety tips',
    note: 'Members accept the Terms and the Privacy Policy in one version. Give a new version when their meaning changes: every member is then asked to accept it on their next visit. Correcting a typo can keep the version.',
    fields: [
      { path: 'legal.version', label: 'Version', required: true },
      { path: 'legal.date', label: 'In force from', type: 'date', required: true },
      { path: 'legal.terms', label: 'Terms', required: true, long: 'markdown' },
      { path: 'legal.privacy', label: 'Privacy Policy', required: true, long: 'markdown' },
      { path: 'legal.safety', label: 'Safety tips', required: true, long: 'markdown' },
    ],
  },
];

/** Every field's path: where the server's messages go. */
const FIELD_PATHS = SECTIONS.flatMap((section) => section.fields.map((field) => field.path));

/** One section: its note, its short fields in a grid, then its long texts. */
function SettingsSection({
  form,
  legend,
  note,
  fields,
}: (typeof SECTIONS)[number] & { form: UseFormReturnType<Settings> }) {
  const bind = ({ path, label, required, type }: SettingField) => ({
    label,
    type,
    withAsterisk: required,
    ...form.getInputProps(path),
  });
  return (
    <Fieldset legend={legend}>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields
          .filter((field) => !field.long)
          .map((field) => (
            <TextInput {...bind(field)} key={form.key(field.path)} />
          ))}
      </SimpleGrid>
      {fields
        .filter((field) => field.long)
        .map((field) => (
          <Textarea
            {...bind(field)}
            key={form.key(field.path)}
            mt="sm"
            {...(field.long === 'markdown' ? markdownProps : { autosize: true, minRows: 2 })}
          />
        ))}
    </Fieldset>
  );
}

/** Edits every setting at once; the server validates with the same schema and says which field is wrong. */
export function SettingsForm({ initial }: { initial: Settings }) {
  const router = useRouter();
  const { form, submit, busy } = useSubmitForm<Settings>({
    mode: 'uncontrolled',
    initialValues: initial,
    schema: settingsSchema,
    send: async (values) => {
      const answer = await saveSettings(values);
      if (!answer.ok) throw new ApiError(422, answer.error, answer.violations);
    },
    notify: 'toast',
    success: 'Saved Succssfully',
    reset: 'never',
    fields: FIELD_PATHS,
    onSuccess: () => router.refresh(),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={960}>
        {SECTIONS.map((section) => (
          <SettingsSection key={section.legend} form={form} {...section} />
        ))}

        <Group>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
