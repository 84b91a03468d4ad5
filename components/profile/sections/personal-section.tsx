'use client';

import { PhoneInput } from '@/components/ui/phone-input';
import { CountrySelect } from '../country-select';
import { LABELS } from '@/lib/resources/profile-labels';
import { SECTIONS } from '@/lib/resources/profile-text';
import { useSpecText } from '@/components/i18n/use-spec-text';
import {
  CheckField,
  ChoiceField,
  CountField,
  fieldProps,
  isValidTouched,
  Section,
  shownOnChange,
  TextField,
  type FieldProps,
  type ProfileForm,
  type SectionProps,
} from './fields';

// The phone and the two country lists (each about 250 countries) render again only when their own
// value, message or touch changed, as the other fields do (fields.tsx).
const MobileField = shownOnChange(function MobileField({ form, field }: FieldProps<string>) {
  const say = useSpecText();
  return (
    <PhoneInput
      label={say(LABELS[field])}
      withAsterisk
      {...form.getInputProps(field)}
      valid={isValidTouched(form, field)}
    />
  );
});

const CountryField = shownOnChange(function CountryField({
  form,
  field,
}: {
  form: ProfileForm;
  field: 'nativeCountry' | 'livingCountry';
}) {
  const say = useSpecText();
  return <CountrySelect label={say(LABELS[field])} withAsterisk {...fieldProps(form, field)} />;
});

/** Personal details (spec section 3, "Profile"); the photo has its own section above. */
export function PersonalSection({ form, lookups }: SectionProps) {
  const choice = { form, lookups };
  return (
    <Section title={SECTIONS.personal}>
      <TextField form={form} field="fullName" />
      <MobileField form={form} field="mobile" />
      <ChoiceField {...choice} field="height" />
      <ChoiceField {...choice} field="weight" />
      <ChoiceField {...choice} field="age" />
      <ChoiceField {...choice} field="qualification" />
      <ChoiceField {...choice} field="occupation" />
      <ChoiceField {...choice} field="annualIncome" />
      <ChoiceField {...choice} field="gender" />
      <ChoiceField {...choice} field="maritalStatus" />
      <CountField form={form} field="totalChildren" />
      <ChoiceField {...choice} field="diet" />
      <TextField form={form} field="nativeCity" />
      <CountryField form={form} field="nativeCountry" />
      <TextField form={form} field="livingCity" />
      <CountryField form={form} field="livingCountry" />
      <CheckField form={form} field="physicallyChallenged" />
    </Section>
  );
}
