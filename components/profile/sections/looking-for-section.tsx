'use client';

import { starsOfRaasi } from '../lookups';
import { PROFILE_TEXT, SECTIONS } from '@/lib/resources/profile-text';
import { ChoiceField, keepStarInRaasi, Section, type SectionProps } from './fields';

/** Partner preferences: only the age range is required; every other choice may be left at "Any". */
export function LookingForSection({ form, lookups }: SectionProps) {
  const choice = { form, lookups };
  const any = { ...choice, placeholder: PROFILE_TEXT.anyChoice };
  return (
    <Section title={SECTIONS.lookingFor}>
      <ChoiceField {...any} field="lqualification" />
      <ChoiceField {...any} field="loccupation" />
      <ChoiceField {...any} field="lmotherTongue" />
      <ChoiceField {...any} field="lchevvaiDhosam" />
      <ChoiceField {...any} field="lmaritalStatus" />
      <ChoiceField
        {...any}
        field="lraasi"
        onPicked={(raasi) => keepStarInRaasi(form, lookups, 'lstar', raasi)}
      />
      <ChoiceField {...any} field="lstar" data={starsOfRaasi(lookups, form.values.lraasi)} />
      <ChoiceField {...any} field="lphysicallyChallenged" />
      <ChoiceField {...any} field="lheight" />
      <ChoiceField {...choice} field="lfromAge" />
      <ChoiceField {...choice} field="ltoAge" />
      <ChoiceField {...any} field="lcaste" />
    </Section>
  );
}
