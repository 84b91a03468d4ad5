'use client';

import { PhoneInput } from '@/components/ui/phone-input';
import { CountrySelect } from '../country-select';
import { AGE_OPTIONS } from '../lookups';
import { LABELS, SECTIONS } from '../profile-text';
import {
  CheckField,
  ChoiceField,
  CountField,
  fieldProps,
  isValidTouched,
  Section,
  TextField,
  type SectionProps,
} from './fields';

/** Personal details (spec section 3, "Profile"); the photo has its own section above. */
export function PersonalSection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.personal}>
      <TextField form={form} field="fullName" required />
      <PhoneInput
        label={LABELS.mobile}
        withAsterisk
        {...form.getInputProps('mobile')}
        valid={isValidTouched(form, 'mobile')}
      />
      <ChoiceField form={form} field="height" data={lookups.heights} required />
      <ChoiceField form={form} field="weight" data={lookups.weights} required />
      <ChoiceField form={form} field="age" data={AGE_OPTIONS} required />
      <ChoiceField form={form} field="qualification" data={lookups.qualifications} required />
      <ChoiceField form={form} field="occupation" data={lookups.occupations} required />
      <ChoiceField form={form} field="annualIncome" data={lookups.annualincomes} required />
      <ChoiceField form={form} field="gender" data={lookups.genders} required />
      <ChoiceField form={form} field="maritalStatus" data={lookups.maritalstatuses} required />
      <CountField form={form} field="totalChildren" />
      <ChoiceField form={form} field="diet" data={lookups.diets} required />
      <TextField form={form} field="nativeCity" required />
      <CountrySelect label={LABELS.nativeCountry} withAsterisk {...fieldProps(form, 'nativeCountry')} />
      <TextField form={form} field="livingCity" required />
      <CountrySelect label={LABELS.livingCountry} withAsterisk {...fieldProps(form, 'livingCountry')} />
      <CheckField form={form} field="physicallyChallenged" />
    </Section>
  );
}
