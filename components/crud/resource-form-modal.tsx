'use client';

import { useState } from 'react';
import { NumberInput, Switch, TextInput } from '@mantine/core';
import { FormModal, SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { masterSchema } from '@/lib/validation/master-data';
import { fetchItem, saveItem } from './api-client';
import { emptyValues, recordValues, toPayload, type FormValues } from './form-values';
import { MESSAGES } from './messages';
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

/** The one create/edit form of every master-data list, in the forms' modal. */
export function ResourceFormModal({ resource, opened, id, onClose, onSaved }: Props) {
  return (
    <FormModal opened={opened} onClose={onClose} title={`${id === null ? 'New' : 'Edit'} ${resource.title}`}>
      <ResourceForm key={id ?? 'new'} resource={resource} id={id} onSaved={onSaved} />
    </FormModal>
  );
}

function ResourceForm({ resource, id, onSaved }: Omit<Props, 'opened' | 'onClose'>) {
  const { fields } = resource;
  const kit = useSubmitForm<FormValues>({
    initialValues: emptyValues(fields),
    // Edit mode fills the form from the fetched record, not from the (possibly stale) list row.
    load:
      id === null
        ? undefined
        : async (signal) => recordValues(fields, await fetchItem(resource.collection, id, signal)),
    // The schema the API validates with, on what the form would send: the server's own messages.
    schema: masterSchema(fields),
    payload: (values) => toPayload(fields, values),
    send: (payload) => saveItem(resource, id, payload as Record<string, unknown>),
    success: MESSAGES.saved,
    onSuccess: onSaved,
    notify: 'toast',
    validateOnChange: true,
    fields: fields.map((f) => f.name),
  });
  const { form } = kit;

  // A field shows its verdict (red with the message, or green) once the user has left it or tried
  // to save, as the spec's "once touched" asks; Mantine's own touched flag flips on the first key.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
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

  return (
    <SubmitForm
      kit={{
        ...kit,
        submit: (event) => {
          touchAll();
          kit.submit(event);
        },
      }}
      data-resource={resource.key}
    >
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
    </SubmitForm>
  );
}
