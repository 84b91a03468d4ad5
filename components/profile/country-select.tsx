'use client';

import { Select, type SelectProps } from '@mantine/core';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

/** Every ISO 3166-1 alpha-2 code with its English name (249 of them), sorted by name. */
const COUNTRY_OPTIONS = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));

/** A searchable country select holding the two-letter code; the form defaults it to IN. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      data={COUNTRY_OPTIONS}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country"
      {...props}
    />
  );
}
