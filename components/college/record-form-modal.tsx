'use client';

import { useMemo } from 'react';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { fetchItem, saveItem } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import { useLookupOptions } from '@/components/crud/use-lookup-options';
import { FormModal, SubmitForm } from '@/components/forms/form-modal';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { DateField } from '@/components/ui/date-field';
import { PhoneInput } from '@/components/ui/phone-input';
import { LateFeeRule } from './late-fee-rule';
import type { CollegeEntity } from '@/lib/resources/college';
import type { FormField, TableColumn } from '@/lib/resources/screens';
import { collegeSchema } from '@/lib/validation/college';

type Values = Record<string, string | number | boolean | null>;

type Props = {
  entity: CollegeEntity;
  fields: FormField[];
  opened: boolean;
  id: number | null;
  onClose: () => void;
  onSaved: () => void;
};

const emptyOf = (fields: FormField[]): Values =>
  Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'status' ? true : f.kind === 'integer' ? null : '']),
  );

/**
 * The create/edit form of a college record list (students, fees), from its registry entry, on the
 * form kit (components/forms): references as selects of the settings lists (sent as IRIs), the
 * phone as the profile form's international input. It checks what it is about to send with the
 * schema the API parses it with, and a 422 lands under the field it names.
 */
export function RecordFormModal(props: Props) {
  const { entity, opened, id, onClose } = props;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      size={560}
      title={`${id === null ? 'New' : 'Edit'} ${entity.itemTitle}`}
    >
      <RecordForm key={String(id)} {...props} />
      {/* A fee's late fee rule (issue 27): its own resource, set once the fee exists. */}
      {entity.key === 'fee' && id !== null && (
        <LateFeeRule key={id} fee={`/api/${entity.collection}/${id}`} />
      )}
    </FormModal>
  );
}

function RecordForm({ entity, fields, id, onClose, onSaved }: Props) {
  const lookupColumns = useMemo(
    (): TableColumn[] =>
      fields
        .filter((f) => f.kind === 'lookup')
        .map((f) => ({ name: f.name, label: f.label, kind: 'lookup', collection: f.collection })),
    [fields],
  );
  const options = useLookupOptions(lookupColumns);
  const kit = useSubmitForm<Values>({
    initialValues: emptyOf(fields),
    load:
      id === null
        ? undefined
        : async (signal) => {
            const record = await fetchItem(entity.collection, id, signal);
            return Object.fromEntries(
              fields.map((f) => [
                f.name,
                (record[f.name] as Values[string]) ?? (f.kind === 'integer' ? null : ''),
              ]),
            );
          },
    schema: collegeSchema(entity),
    // What the API receives: an emptied reference, number or date is null.
    payload: (values) =>
      Object.fromEntries(
        fields.map((f) => [f.name, values[f.name] === '' && f.kind !== 'text' ? null : values[f.name]]),
      ),
    send: (payload) =>
      saveItem({ collection: entity.collection, updateMethod: 'PATCH' }, id, payload as Values),
    onSuccess: () => {
      notifySuccess(MESSAGES.saved);
      onSaved();
    },
    fields: fields.map((f) => f.name),
  });
  const { form } = kit;

  return (
    <SubmitForm kit={kit} onCancel={onClose}>
      {fields.map((f) => {
        const input = form.getInputProps(f.name);
        const common = { label: f.label, error: input.error, withAsterisk: f.required };
        switch (f.kind) {
          case 'lookup':
            return (
              <Select
                key={f.name}
                {...input}
                {...common}
                data={(options[f.collection ?? ''] ?? []).map((o) => ({
                  value: `/api/${f.collection}/${o.value}`,
                  label: o.label,
                }))}
                value={(input.value as string) || null}
                onChange={(v) => form.setFieldValue(f.name, v ?? '')}
                searchable
                placeholder={MESSAGES.selectOne}
              />
            );
          case 'integer':
            return (
              <NumberInput
                key={f.name}
                {...input}
                {...common}
                value={(input.value as number | null) ?? ''}
                onChange={(v) => form.setFieldValue(f.name, typeof v === 'number' ? v : null)}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                min={0}
                allowDecimal={false}
              />
            );
          case 'phone':
            return (
              <PhoneInput
                key={f.name}
                label={f.label}
                error={input.error}
                value={(input.value as string) || undefined}
                onChange={(v) => form.setFieldValue(f.name, v ?? '')}
                onBlur={input.onBlur}
              />
            );
          case 'status':
            return (
              <Switch key={f.name} label={f.label} {...form.getInputProps(f.name, { type: 'checkbox' })} />
            );
          case 'date':
            // dd/mm/yyyy whatever the browser's locale; the value stays YYYY-MM-DD.
            return (
              <DateField
                key={f.name}
                {...common}
                value={(input.value as string) || null}
                onChange={(v) => form.setFieldValue(f.name, v)}
                onBlur={input.onBlur}
              />
            );
          default:
            return (
              <TextInput
                key={f.name}
                {...input}
                {...common}
                type={f.kind === 'email' ? 'email' : 'text'}
                value={(input.value as string) ?? ''}
              />
            );
        }
      })}
    </SubmitForm>
  );
}
