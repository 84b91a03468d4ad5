'use client';

import { starsOfRaasi } from '../lookups';
import { LABELS } from '@/lib/resources/profile-labels';
import { PLACEHOLDERS, SECTIONS, UPLOAD_TEXT } from '@/lib/resources/profile-text';
import { UploadDropzone } from '../upload-dropzone';
import { CheckField, ChoiceField, FullRow, keepStarInRaasi, Section, type SectionProps } from './fields';
import { BirthFields } from './birth-fields';

/** Horoscope: chevvai dhosam, raasi, star, the birth details and the horoscope file (PDF). */
export function HoroscopeSection({ form, lookups }: SectionProps) {
  return (
    <Section title={SECTIONS.horoscope}>
      <ChoiceField
        form={form}
        lookups={lookups}
        field="raasi"
        onPicked={(raasi) => keepStarInRaasi(form, lookups, 'star', raasi)}
      />
      <ChoiceField
        form={form}
        lookups={lookups}
        field="star"
        data={starsOfRaasi(lookups, form.values.raasi)}
      />
      <CheckField form={form} field="chevvaiDhosam" />
      <BirthFields form={form} />
      <FullRow>
        <UploadDropzone
          kind="pdf"
          label={LABELS.horoscope}
          hint={UPLOAD_TEXT.horoscopeLabel}
          placeholder={PLACEHOLDERS.horoscope}
          {...form.getInputProps('horoscope')}
          value={form.values.horoscope}
        />
      </FullRow>
    </Section>
  );
}
