'use client';

import { Select } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { DateField } from '@/components/ui/date-field';
import { BIRTH_PLACES } from '@/lib/astro/places';
import { LABELS } from '@/lib/resources/profile-labels';
import { fieldProps, shownOnChange, type ProfileForm } from './fields';

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
const BirthDateField = shownOnChange(function BirthDateField({
  form,
}: {
  form: ProfileForm;
  field: 'birthDate';
}) {
  return (
    <DateField
      label={LABELS.birthDate}
      {...fieldProps(form, 'birthDate')}
      value={form.values.birthDate}
      onChange={(day) => form.setFieldValue('birthDate', day)}
    />
  );
});

const BirthTimeField = shownOnChange(function BirthTimeField({
  form,
}: {
  form: ProfileForm;
  field: 'birthTime';
}) {
  return <TimeInput label={LABELS.birthTime} {...fieldProps(form, 'birthTime')} />;
});

const BirthPlaceField = shownOnChange(function BirthPlaceField({
  form,
}: {
  form: ProfileForm;
  field: 'birthPlace';
}) {
  const locale = useLocale();
  const groups = useMemo(() => placeGroups(locale), [locale]);
  return (
    <Select
      label={LABELS.birthPlace}
      data={groups}
      searchable
      clearable
      nothingFoundMessage="Nothing found"
      {...fieldProps(form, 'birthPlace')}
    />
  );
});
