'use client';

import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError, fetchItem, saveItem } from './api-client';
import { violationErrors } from '@/lib/validation/form';
import { emptyValues, masterFormValidator, recordValues, toPayload, type FormValues } from './form-values';
import { MESSAGES } from './messages';
import { notifySuccess, notifyWarning } from './notify';
import type { FieldDescription, ResourceDescription } from './types';

type Props = {
  resource: ResourceDescription;
  opened: boolean;
  /** null: create mode; a number: edit mode for that record. */
  id: number | null;
  onClose: () => void;
  /** After a successful save: the list reloads and the modal closes. */
  onSaved: () => void;
};

/** The one create/edit form of every master-data list, in a modal 500 wide that a click outside does not close. */
export function ResourceFormModal({ resource, opened, id, onClose, onSaved }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={500}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`${id === null ? 'New' : 'Edit'} ${resource.title}`}
      styles={{ title: { fontWeight: 600 } }}
    >
      {id === null ? (
        <ResourceForm
          key="new"
          resource={resource}
          id={null}
          initialValues={emptyValues(resource.fields)}
          onSaved={onSaved}
        />
      ) : (
        <EditForm key={id} resource={resource} id={id} onSaved={onSaved} />
      )}
    </Modal>
  );
}

/** Edit mode fills the form from the fetched record, not from the (possibly stale) list row. */
function EditForm({
  resource,
  id,
  onSaved,
}: {
  resource: ResourceDescription;
  id: number;
  onSaved: () => void;
}) {
  const [loaded, setLoaded] = useState<{ values?: FormValues; error?: string }>({});
  useEffect(() => {
    const controller = new AbortController();
    fetchItem(resource.collection, id, controller.signal).then(
      (record) => setLoaded({ values: recordValues(resource.fields, record) }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ error: error instanceof ApiError ? error.message : MESSAGES.unreachable });
      },
    );
    return () => controller.abort();
  }, [resource, id]);

  if (loaded.error) return <Alert color="red">{loaded.error}</Alert>;
  if (!loaded.values) {
    return (
      <Center h={160}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <ResourceForm resource={resource} id={id} initialValues={loaded.values} onSaved={onSaved} />;
}

type FormProps = {
  resource: ResourceDescription;
  id: number | null;
  initialValues: FormValues;
  onSaved: () => void;
};

function ResourceForm({ resource, id, initialValues, onSaved }: FormProps) {
  const { fields } = resource;
  // The schema the API validates with, so the form shows the server's own messages.
  const validate = useMemo(() => masterFormValidator(fields), [fields]);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  // A field shows its verdict (red with the message, or green) once the user has left it or tried
  // to save, as the spec's "once touched" asks; Mantine's own touched flag flips on the first key.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const touchAll = () => setTouched(new Set(fields.map((f) => f.name)));

  const fieldProps = (field: FieldDescription) => {
    const { onBlur, ...props } = form.getInputProps(field.name);
    const shown = touched.has(field.name);
    const error = form.errors[field.name];
    const valid = shown && !error;
    return {
      ...props,
      label: field.label,
      withAsterisk: !!field.requiredMessage,
      error: shown ? error : undefined,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        onBlur?.(event);
        setTouched((current) => new Set(current).add(field.name));
      },
      'data-valid': valid || undefined,
      styles: valid ? { input: { borderColor: 'var(--mantine-color-green-7)' } } : undefined,
    };
  };

  const submit = form.onSubmit(
    async (values) => {
      touchAll();
      setSaving(true);
      try {
        await saveItem(resource, id, toPayload(fields, values));
        notifySuccess(MESSAGES.saved);
        form.reset();
        onSaved();
      } catch (error) {
        const message = error instanceof ApiError ? error.message : MESSAGES.unreachable;
        if (error instanceof ApiError) {
          // A 422 names the fields the server refused: each shows its message under it.
          const refused = violationErrors(error.violations);
          for (const field of fields)
            if (refused[field.name]) form.setFieldError(field.name, refused[field.name]);
          // A conflict on a master-data write is a name already taken: say so under the name too.
          if (error.status === 409 && error.violations.length === 0)
            form.setFieldError(fields[0].name, message);
        }
        notifyWarning(message);
        setSaving(false);
      }
    },
    (errors) => {
      touchAll();
      const first = fields.find((f) => errors[f.name]);
      if (first)
        document
          .querySelector<HTMLElement>(`form[data-resource="${resource.key}"] [data-path="${first.name}"]`)
          ?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate data-resource={resource.key}>
      <Stack gap="md">
        {fields.map((field, index) =>
          field.type === 'text' ? (
            <TextInput
              key={field.name}
              {...fieldProps(field)}
              maxLength={field.maxLength}
              data-autofocus={index === 0 || undefined}
            />
          ) : (
            <NumberInput
              key={field.name}
              {...fieldProps(field)}
              allowDecimal={false}
              allowNegative={(field.min ?? 0) < 0}
              min={field.min}
              max={field.max}
              clampBehavior="none"
              thousandSeparator={field.display === 'inr' ? ',' : undefined}
              thousandsGroupStyle={field.display === 'inr' ? 'lakh' : undefined}
              data-autofocus={index === 0 || undefined}
            />
          ),
        )}
        <Switch label="Status" {...form.getInputProps('status', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {/* Keeping focus in the field on mousedown: leaving it would show its error first, move the
              button down, and the click would land beside it. */}
          <Button type="submit" loading={saving} onMouseDown={(event) => event.preventDefault()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
