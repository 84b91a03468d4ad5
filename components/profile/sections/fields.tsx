'use client';

import { memo, type ComponentType } from 'react';
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { profileFields } from '@/lib/resources/profile';
import type { ProfileFormValues } from '@/lib/resources/profile-wire';
import { LABELS } from '@/lib/resources/profile-labels';
import { PROFILE_TEXT } from '@/lib/resources/profile-text';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { AGE_OPTIONS, optionsOf, starsOfRaasi, type LookupOption, type Lookups } from '../lookups';

/** The building blocks every section of the profile form shares. */
export type ProfileForm = UseFormReturnType<ProfileFormValues>;
export type SectionProps = { form: ProfileForm; lookups: Lookups };

type Field<V> = {
  [K in keyof ProfileFormValues]: ProfileFormValues[K] extends V ? K : never;
}[keyof ProfileFormValues];

const VALID_STYLES = { input: { borderColor: 'var(--mantine-color-green-7)' } };

/** Whether a field has been touched and holds a valid value. */
export const isValidTouched = (form: ProfileForm, field: keyof ProfileFormValues) =>
  form.isTouched(field) && !form.errors[field];

/**
 * Mantine's input props plus the spec's colour rule (section 5): once touched, an input turns
 * red with its message when invalid (Mantine's own) and green when valid.
 */
export function fieldProps(form: ProfileForm, field: keyof ProfileFormValues) {
  return { ...form.getInputProps(field), styles: isValidTouched(form, field) ? VALID_STYLES : undefined };
}

/** A titled group of fields: two columns on wide screens, one on phones. */
export function Section({
  title,
  children,
  single = false,
}: {
  title: string;
  children: React.ReactNode;
  single?: boolean;
}) {
  const say = useSpecText();
  return (
    <Fieldset legend={say(title)} radius="md">
      <SimpleGrid cols={single ? 1 : { base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** A cell that spans the whole row of a section (upload areas). */
export function FullRow({ children }: { children: React.ReactNode }) {
  return <div style={{ gridColumn: '1 / -1' }}>{children}</div>;
}

export type FieldProps<V> = { form: ProfileForm; field: Field<V> };

/** What a field shows of the form: its value and message as this render has them, and whether it was touched. */
type Shown = readonly [value: unknown, error: unknown, touched: boolean];

const sameOptions = (a: unknown, b: unknown) =>
  a === b ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((option: LookupOption, i) => option.value === b[i].value && option.label === b[i].label));

/**
 * Whether a field would draw the same. Not the form itself, a new object at each render, nor the
 * handlers made from it: Mantine's handlers read the form's current values, so older ones stay right.
 */
function sameField(prev: Record<string, unknown>, next: Record<string, unknown>) {
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(prev).length &&
    keys.every((key) => {
      if (key === 'form' || key === 'onPicked') return true;
      if (key === 'shown')
        return (prev.shown as Shown).every((v, i) => Object.is(v, (next.shown as Shown)[i]));
      if (key === 'data') return sameOptions(prev.data, next.data);
      return Object.is(prev[key], next[key]);
    })
  );
}

/**
 * A field that renders again only when what it shows changed. Typing in one field re-rendered all
 * of the form's (about 4,500 elements: 200–270 ms a key on a laptop, 500–800 ms at a phone's speed).
 */
export function shownOnChange<P extends { form: ProfileForm; field: keyof ProfileFormValues }>(
  View: ComponentType<P>,
) {
  const Memo = memo(View as ComponentType<P & { shown: Shown }>, sameField);
  function ShownOnChange(props: P) {
    const { form, field } = props;
    return <Memo {...props} shown={[form.values[field], form.errors[field], form.isTouched(field)]} />;
  }
  return ShownOnChange;
}

const registry = new Map(profileFields.map((f) => [f.name, f]));

// Every field is labelled from LABELS by its name, and marked required when the registry gives it
// a required message, so neither is spelled twice.
const isRequired = (field: string) => !!registry.get(field)?.requiredMessage;

/** Yes/no preferences have a third answer, "not chosen", which is what an empty select means. */
const YES_NO = [
  { value: 'true', label: PROFILE_TEXT.yes },
  { value: 'false', label: PROFILE_TEXT.no },
];

/** What a select offers, from the registry: a lookup collection's rows, the ages, or yes/no. */
function choicesOf(field: string, lookups: Lookups): LookupOption[] | string[] {
  const entry = registry.get(field);
  if (entry?.collection) return optionsOf(lookups, entry.collection);
  if (entry?.choices === 'ages') return AGE_OPTIONS;
  return YES_NO;
}

type ChoiceProps = FieldProps<string | null> & {
  lookups: Lookups;
  /** What to offer instead of the registry's choices (the stars of the chosen raasi). */
  data?: LookupOption[];
  placeholder?: string;
  /** Called after the form took the new value, for fields that depend on this one. */
  onPicked?: (value: string | null) => void;
};

/** A searchable select of lookup rows, ages or yes/no; optional ones can be cleared back to "not chosen". */
export const ChoiceField = shownOnChange(function ChoiceField({
  form,
  field,
  lookups,
  data,
  placeholder,
  onPicked,
}: ChoiceProps) {
  const t = useTranslations('profile');
  // The labels and yes/no are the spec's English words, read in the page's language.
  const say = useSpecText();
  const inputProps = fieldProps(form, field);
  const required = isRequired(field);
  const choices = data ?? choicesOf(field, lookups);
  return (
    <Select
      label={say(LABELS[field])}
      withAsterisk={required}
      data={choices.map((c) => (typeof c === 'string' ? c : { ...c, label: say(c.label) }))}
      searchable
      clearable={!required}
      placeholder={placeholder && say(placeholder)}
      nothingFoundMessage={t('nothingFound')}
      {...inputProps}
      onChange={(value: string | null) => {
        inputProps.onChange(value);
        onPicked?.(value);
      }}
    />
  );
});

export const TextField = shownOnChange(function TextField({ form, field }: FieldProps<string>) {
  const say = useSpecText();
  return (
    <TextInput
      label={say(LABELS[field])}
      withAsterisk={isRequired(field)}
      maxLength={registry.get(field)?.maxLength}
      {...fieldProps(form, field)}
    />
  );
});

/** Children, brothers, sisters: whole numbers from 0 to 99, typed or stepped. */
export const CountField = shownOnChange(function CountField({ form, field }: FieldProps<number | ''>) {
  const say = useSpecText();
  return (
    <NumberInput
      label={say(LABELS[field])}
      withAsterisk
      min={0}
      max={99}
      allowNegative={false}
      allowDecimal={false}
      {...fieldProps(form, field)}
    />
  );
});

export const CheckField = shownOnChange(function CheckField({ form, field }: FieldProps<boolean>) {
  const say = useSpecText();
  return (
    <Checkbox
      label={say(LABELS[field])}
      mt={{ base: 0, sm: 'xl' }}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );
});

/**
 * When a raasi is picked, only the stars that fall in it are offered (porutham.md), and a star
 * chosen before that no longer fits is cleared rather than left invisible in the select.
 */
export function keepStarInRaasi(
  form: ProfileForm,
  lookups: Lookups,
  star: 'star' | 'lstar',
  raasiId: string | null,
) {
  const chosen = form.getValues()[star];
  if (chosen && !starsOfRaasi(lookups, raasiId).some((s) => s.value === chosen))
    form.setFieldValue(star, null);
}
