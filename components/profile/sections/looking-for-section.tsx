'use client';

import { AGE_OPTIONS, starsOfRaasi } from '../lookups';
import { LABELS, PROFILE_TEXT, SECTIONS } from '../profile-text';
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
      <ChoiceField
        form={form}
        field="lqualification"
        label={LABELS.qualification}
        data={lookups.qualifications}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="loccupation"
        label={LABELS.occupation}
        data={lookups.occupations}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lmotherTongue"
        label={LABELS.motherTongue}
        data={lookups.mothertongues}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lchevvaiDhosam"
        label={LABELS.chevvaiDhosam}
        data={YES_NO}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lmaritalStatus"
        label={LABELS.maritalStatus}
        data={lookups.maritalstatuses}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lraasi"
        label={LABELS.raasi}
        data={lookups.raasis}
        placeholder={any}
        onPicked={(raasi) => keepStarInRaasi(form, lookups, 'lstar', raasi)}
      />
      <ChoiceField
        form={form}
        field="lstar"
        label={LABELS.star}
        data={starsOfRaasi(lookups, form.values.lraasi)}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lphysicallyChallenged"
        label={LABELS.physicallyChallenged}
        data={YES_NO}
        placeholder={any}
      />
      <ChoiceField
        form={form}
        field="lheight"
        label={LABELS.height}
        data={lookups.heights}
        placeholder={any}
      />
      <ChoiceField form={form} field="lfromAge" label={LABELS.fromAge} data={AGE_OPTIONS} required />
      <ChoiceField form={form} field="ltoAge" label={LABELS.toAge} data={AGE_OPTIONS} required />
      <ChoiceField form={form} field="lcaste" label={LABELS.caste} data={lookups.castes} placeholder={any} />
    </Section>
  );
}
