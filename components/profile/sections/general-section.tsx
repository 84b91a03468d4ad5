'use client';

import { DateField } from '@/components/ui/date-field';
import { LABELS, SECTIONS } from '@/lib/resources/profile-text';
import { CheckField, ChoiceField, Section, type SectionProps } from './fields';

/** Set by the team only: the form shows it to administrators and members never send it. */
export function GeneralSection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.general}>
      <CheckField form={form} field="mobileVerified" />
      <CheckField form={form} field="status" />
      <ChoiceField form={form} lookups={lookups} field="membersPlan" />
      {/* Typed and shown as dd/mm/yyyy; the value stays YYYY-MM-DD, the API's own format for expiry. */}
      <DateField label={LABELS.expiry} {...form.getInputProps('expiry')} />
    </Section>
  );
}
