'use client';

import { Select } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { DateField } from '@/components/ui/date-field';
import { BIRTH_PLACES } from '@/lib/astro/places';
import { LABELS } from '@/lib/resources/profile-labels';
import { fieldProps, shownOnChange, type FieldProps, type ProfileForm } from './fields';

/** The places grouped by country (named in the page's language), in the list's order (Tamil Nadu first). */
const placeGroups = (locale: string) => {
  const countryNames = new Intl.DisplayNames([locale === 'ta' ? 'ta' : 'en'], { type: 'region' });
  return [...new Set(BIRTH_PLACES.map((p) => p.country))].map((country) => ({
    group: countryNames.of(country) ?? country,
    items: BIRTH_PLACES.filter((p) => p.country === country).map((p) => ({ value: p.code, label: p.name })),
  }));
};

/**
 * Date, time and place of birth (issue 24 item 4), all optional: with all three the star, the raasi
 * and the rasi chart are computed (lib/astro) and shown beside the profile.
 */
export function BirthFields({ form }: { form: ProfileForm }) {
  return (
    <>
      <BirthDateField form={form} field="birthDate" />
      <BirthTimeField form={form} field="birthTime" />
      <BirthPlaceField form={form} field="birthPlace" />
    </>
  );
}

// Each renders again only when its own value, message or touch changed (fields.tsx).
const BirthDateField = shownOnChange(function BirthDateField({ form, field }: FieldProps<string>) {
  return (
    <DateField
      label={LABELS[field]}
      {...fieldProps(form, field)}
      value={form.values[field]}
      onChange={(day) => form.setFieldValue(field, day)}
    />
  );
});

const BirthTimeField = shownOnChange(function BirthTimeField({ form, field }: FieldProps<string>) {
  return <TimeInput label={LABELS[field]} {...fieldProps(form, field)} />;
});

const BirthPlaceField = shownOnChange(function BirthPlaceField({ form, field }: FieldProps<string | null>) {
  const locale = useLocale();
  const groups = useMemo(() => placeGroups(locale), [locale]);
  return (
    <Select
      label={LABELS[field]}
      data={groups}
      searchable
      clearable
      nothingFoundMessage="Nothing found"
      {...fieldProps(form, field)}
    />
  );
});
