'use client';

import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { ApiError, fetchItem, saveItem } from '@/components/crud/api-client';
import { MESSAGES } from '@/components/crud/messages';
import { notifySuccess } from '@/components/crud/notify';
import { useLookupOptions } from '@/components/crud/use-lookup-options';
import type { TableColumn } from '@/components/crud/columns';
import type { FormField } from '@/lib/resources/screens';
import { PhoneInput } from '@/components/ui/phone-input';
import type { CollegeEntity } from '@/lib/resources/college';
import { collegeSchema } from '@/lib/validation/college';
import { formValidator, violationErrors } from '@/lib/validation/form';

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
 * The create/edit form of the college's students and fees, in the master-data screens' modal:
 * references as selects of the settings lists (sent as IRIs), the phone as the profile form's
 * international input. It checks what it is about to send with the schema the API parses it with,
 * and shows the server's own refusals (422) under the field they name.
 */
export function RecordFormModal(props: Props) {
  const { entity, opened, id, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={560}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`${id === null ? 'New' : 'Edit'} ${entity.itemTitle}`}
      styles={{ title: { fontWeight: 600 } }}
    >
      {/* Keyed: each opening starts from the record (or empty), not from the last one's edits. */}
      {opened && <RecordForm key={String(id)} {...props} />}
    </Modal>
  );
}

function RecordForm({ entity, fields, id, onClose, onSaved }: Props) {
  const { collection } = entity;
  const lookupColumns: TableColumn[] = fields
    .filter((f) => f.kind === 'lookup')
    .map((f) => ({ name: f.name, label: f.label, kind: 'lookup', collection: f.collection }));
  const options = useLookupOptions(lookupColumns);
  const [values, setValues] = useState<Values>(emptyOf(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchItem(collection, id, controller.signal)
      .then((record) =>
        setValues(
          Object.fromEntries(
            fields.map((f) => [
              f.name,
              (record[f.name] as Values[string]) ?? (f.kind === 'integer' ? null : ''),
            ]),
          ),
        ),
      )
      .catch(
        (e: unknown) =>
          !controller.signal.aborted &&
          setFormError(e instanceof ApiError ? e.message : MESSAGES.unreachable),
      )
      .finally(() => setLoading(false));
    return () => controller.abort();
    // fields are constant per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, collection]);

  const set = (name: string, value: Values[string]) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async () => {
    // What the API receives: an emptied reference, number or date is null.
    const payload = Object.fromEntries(
      fields.map((f) => [f.name, values[f.name] === '' && f.kind !== 'text' ? null : values[f.name]]),
    );
    const invalid = formValidator(collegeSchema(entity))(payload);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
    setSaving(true);
    setFormError(null);
    try {
      await saveItem({ collection, updateMethod: 'PATCH' }, id, payload);
      notifySuccess(MESSAGES.saved);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.violations.length) setErrors(violationErrors(e.violations));
      else setFormError(e instanceof ApiError ? e.message : MESSAGES.unreachable);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="sm">
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            {fields.map((f) => {
              const common = { label: f.label, error: errors[f.name], withAsterisk: f.required };
              switch (f.kind) {
                case 'lookup':
                  return (
                    <Select
                      key={f.name}
                      {...common}
                      data={(options[f.collection ?? ''] ?? []).map((o) => ({
                        value: `/api/${f.collection}/${o.value}`,
                        label: o.label,
                      }))}
                      value={(values[f.name] as string) || null}
                      onChange={(v) => set(f.name, v ?? '')}
                      searchable
                      placeholder={MESSAGES.selectOne}
                    />
                  );
                case 'integer':
                  return (
                    <NumberInput
                      key={f.name}
                      {...common}
                      value={(values[f.name] as number | null) ?? ''}
                      onChange={(v) => set(f.name, typeof v === 'number' ? v : null)}
                      thousandSeparator=","
                      thousandsGroupStyle="lakh"
                      min={0}
                      allowDecimal={false}
                    />
                  );
                case 'date':
                  return (
                    <TextInput
                      key={f.name}
                      {...common}
                      type="date"
                      value={(values[f.name] as string) ?? ''}
                      onChange={(e) => set(f.name, e.currentTarget.value)}
                    />
                  );
                case 'phone':
                  return (
                    <PhoneInput
                      key={f.name}
                      label={f.label}
                      error={errors[f.name]}
                      value={(values[f.name] as string) || undefined}
                      onChange={(v) => set(f.name, v ?? '')}
                    />
                  );
                case 'status':
                  return (
                    <Switch
                      key={f.name}
                      label={f.label}
                      checked={values[f.name] === true}
                      onChange={(e) => set(f.name, e.currentTarget.checked)}
                    />
                  );
                default:
                  return (
                    <TextInput
                      key={f.name}
                      {...common}
                      type={f.kind === 'email' ? 'email' : 'text'}
                      value={(values[f.name] as string) ?? ''}
                      onChange={(e) => set(f.name, e.currentTarget.value)}
                    />
                  );
              }
            })}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
