'use client';

import { SECTIONS } from '@/lib/resources/profile-text';
import { ChoiceField, CountField, Section, TextField, type SectionProps } from './fields';

/** Family details; the sub caste is asked on its own, above the personal details. */
export function FamilySection({ form, lookups }: SectionProps) {
  const choice = { form, lookups };
  return (
    <Section title={SECTIONS.family}>
      <TextField form={form} field="fatherName" />
      <ChoiceField {...choice} field="fatherOccupation" />
      <TextField form={form} field="motherName" />
      <ChoiceField {...choice} field="motherOccupation" />
      <CountField form={form} field="totalBrothers" />
      <CountField form={form} field="totalSisters" />
      <TextField form={form} field="kothram" />
      <ChoiceField {...choice} field="motherTongue" />
    </Section>
  );
}
