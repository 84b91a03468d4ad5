'use client';

import { DateField } from '@/components/ui/date-field';
import { LABELS } from '@/lib/resources/profile-labels';
import { SECTIONS } from '@/lib/resources/profile-text';
import { CheckField, ChoiceField, Section, type SectionProps } from './fields';

/** `days` after today (the administrator's calendar day) as YYYY-MM-DD, the form's date value. */
function daysFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Set by the team only: the form shows it to administrators and members never send it. Choosing
 * a Members Plan fills Expiry with today + the plan's validity (issue 25), which stays editable.
 */
export function GeneralSection({ form, lookups }: SectionProps) {
  const planPicked = (value: string | null) => {
    const validity = lookups.membersplans?.find((plan) => plan.value === value)?.validity;
    if (validity !== undefined) form.setFieldValue('expiry', daysFromToday(validity));
  };
  return (
    <Section title={SECTIONS.general}>
      <CheckField form={form} field="mobileVerified" />
      <CheckField form={form} field="status" />
      <ChoiceField form={form} lookups={lookups} field="membersPlan" onPicked={planPicked} />
      {/* Typed and shown as dd/mm/yyyy; the value stays YYYY-MM-DD, the API's own format for expiry. */}
      <DateField label={LABELS.expiry} {...form.getInputProps('expiry')} />
    </Section>
  );
}
