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
  TextField,
  type SectionProps,
} from './fields';

/** Personal details (spec section 3, "Profile"); the photo has its own section above. */
export function PersonalSection({ form, lookups }: SectionProps) {
  const say = useSpecText();
  const choice = { form, lookups };
  return (
    <Section title={SECTIONS.personal}>
      <TextField form={form} field="fullName" />
      <PhoneInput
        label={say(LABELS.mobile)}
        withAsterisk
        {...form.getInputProps('mobile')}
        valid={isValidTouched(form, 'mobile')}
      />
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
      <CountrySelect label={say(LABELS.nativeCountry)} withAsterisk {...fieldProps(form, 'nativeCountry')} />
      <TextField form={form} field="livingCity" />
      <CountrySelect label={say(LABELS.livingCountry)} withAsterisk {...fieldProps(form, 'livingCountry')} />
      <CheckField form={form} field="physicallyChallenged" />
    </Section>
  );
}
