'use client';

import { TextInput } from '@mantine/core';
import { LABELS, SECTIONS } from '../profile-text';
import { CheckField, ChoiceField, Section, type SectionProps } from './fields';

/** Set by the team only: the form shows it to administrators and members never send it. */
export function GeneralSection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.general}>
      <CheckField form={form} field="mobileVerified" />
      <CheckField form={form} field="status" />
      <ChoiceField form={form} field="membersPlan" data={lookups.membersplans} />
      {/* The browser's date picker gives YYYY-MM-DD, the API's own format for expiry. */}
      <TextInput type="date" label={LABELS.expiry} {...form.getInputProps('expiry')} />
    </Section>
  );
}
