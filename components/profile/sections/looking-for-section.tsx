'use client';

import { AGE_OPTIONS, starsOfRaasi } from '../lookups';
import { PROFILE_TEXT, SECTIONS } from '../profile-text';
import { ChoiceField, keepStarInRaasi, Section, type SectionProps } from './fields';

/** Yes/no preferences have a third answer, "not chosen", which is what an empty select means. */
const YES_NO = [
  { value: 'true', label: PROFILE_TEXT.yes },
  { value: 'false', label: PROFILE_TEXT.no },
];

/** Partner preferences: only the age range is required; every other choice is sent only if made. */
export function LookingForSection({ form, lookups }: SectionProps) {
  const any = PROFILE_TEXT.anyChoice;
  return (
    <Section title={SECTIONS.lookingFor}>
      <ChoiceField form={form} field="lqualification" data={lookups.qualifications} placeholder={any} />
      <ChoiceField form={form} field="loccupation" data={lookups.occupations} placeholder={any} />
      <ChoiceField form={form} field="lmotherTongue" data={lookups.mothertongues} placeholder={any} />
      <ChoiceField form={form} field="lchevvaiDhosam" data={YES_NO} placeholder={any} />
      <ChoiceField form={form} field="lmaritalStatus" data={lookups.maritalstatuses} placeholder={any} />
      <ChoiceField
        form={form}
        field="lraasi"
        data={lookups.raasis}
        placeholder={any}
        onPicked={(raasi) => keepStarInRaasi(form, lookups, 'lstar', raasi)}
      />
      <ChoiceField
        form={form}
        field="lstar"
        data={starsOfRaasi(lookups, form.values.lraasi)}
        placeholder={any}
      />
      <ChoiceField form={form} field="lphysicallyChallenged" data={YES_NO} placeholder={any} />
      <ChoiceField form={form} field="lheight" data={lookups.heights} placeholder={any} />
      <ChoiceField form={form} field="lfromAge" data={AGE_OPTIONS} required />
      <ChoiceField form={form} field="ltoAge" data={AGE_OPTIONS} required />
      <ChoiceField form={form} field="lcaste" data={lookups.castes} placeholder={any} />
    </Section>
  );
}
