'use client';

import { LABELS, SECTIONS } from '../profile-text';
import { ChoiceField, CountField, Section, TextField, type SectionProps } from './fields';

/** Family details; the sub caste is asked on its own, above the personal details. */
export function FamilySection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.family}>
      <TextField form={form} field="fatherName" label={LABELS.fatherName} required />
      <ChoiceField
        form={form}
        field="fatherOccupation"
        label={LABELS.fatherOccupation}
        data={lookups.occupations}
        required
      />
      <TextField form={form} field="motherName" label={LABELS.motherName} required />
      <ChoiceField
        form={form}
        field="motherOccupation"
        label={LABELS.motherOccupation}
        data={lookups.occupations}
        required
      />
      <CountField form={form} field="totalBrothers" label={LABELS.totalBrothers} />
      <CountField form={form} field="totalSisters" label={LABELS.totalSisters} />
      <TextField form={form} field="kothram" label={LABELS.kothram} />
      <ChoiceField
        form={form}
        field="motherTongue"
        label={LABELS.motherTongue}
        data={lookups.mothertongues}
        required
      />
    </Section>
  );
}
