'use client';

import { SECTIONS } from '../profile-text';
import { ChoiceField, CountField, Section, TextField, type SectionProps } from './fields';

/** Family details; the sub caste is asked on its own, above the personal details. */
export function FamilySection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.family}>
      <TextField form={form} field="fatherName" required />
      <ChoiceField form={form} field="fatherOccupation" data={lookups.occupations} required />
      <TextField form={form} field="motherName" required />
      <ChoiceField form={form} field="motherOccupation" data={lookups.occupations} required />
      <CountField form={form} field="totalBrothers" />
      <CountField form={form} field="totalSisters" />
      <TextField form={form} field="kothram" />
      <ChoiceField form={form} field="motherTongue" data={lookups.mothertongues} required />
    </Section>
  );
}
