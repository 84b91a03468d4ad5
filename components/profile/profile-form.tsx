'use client';

import { useMemo, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { ApiError } from '@/components/crud/api-client';
import { useSubmitForm } from '@/components/forms/use-submit-form';
import { profileFormValidator } from '@/lib/validation/profile';
import { starRaasiCheck, type Lookups } from './lookups';
import { LABELS } from '@/lib/resources/profile-labels';
import { PLACEHOLDERS, PROFILE_TEXT, SECTIONS, UPLOAD_TEXT } from '@/lib/resources/profile-text';
import { useSpecText } from '@/components/i18n/use-spec-text';
import {
  toFormValues,
  type ProfileFormValues,
  type ProfilePayload,
  type ProfileResource,
  type SaveProfile,
} from '@/lib/resources/profile-wire';
import { toPayload } from '@/lib/validation/profile-payload';
import { ChoiceField, Section } from './sections/fields';
import { FamilySection } from './sections/family-section';
import { GeneralSection } from './sections/general-section';
import { HoroscopeSection } from './sections/horoscope-section';
import { LookingForSection } from './sections/looking-for-section';
import { PersonalSection } from './sections/personal-section';
import { UploadDropzone } from './upload-dropzone';
import { openConfirm } from '@/components/shell/overlays';

export type ProfileFormProps = {
  /** The stored profile to edit, or null to create one. */
  profile: ProfileResource | null;
  /** The dropdowns' choices, loaded with the page (components/profile/lookups.ts). */
  lookups: Lookups;
  /** The save: the server action the page hands down (app/(app)/profile-actions.ts). */
  save: SaveProfile;
  /** Shows and sends the General section (Mobile Verified, Members Plan, Expiry, Status): administrators only. */
  showGeneral?: boolean;
  /** Called with the saved profile after 'Saved Succssfully'. */
  onSaved?: (saved: ProfileResource) => void;
  /** Fields of the caller's own shown above the form (the administrator's account e-mail). */
  header?: ReactNode;
  /** Properties of the caller's own sent with the profile (that e-mail). */
  extraPayload?: ProfilePayload;
};

/** Puts the first field with a message in view: the form is long, Save sits at its end. */
function revealFirstError() {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>('form [aria-invalid="true"]')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  });
}

/**
 * The profile form, sections in the spec's order, on the form kit. It validates with the rules the
 * server applies (lib/validation/profile.ts) and saves in one request; a refusal shows the server's
 * message in a warning toast, puts each field's message under its field and keeps every value.
 */
export function ProfileForm({
  profile,
  lookups,
  save,
  showGeneral = false,
  onSaved,
  header,
  extraPayload,
}: ProfileFormProps) {
  // The spec's English words (title, confirmation, Save), read in the page's language; the form kit
  // reads the rules' and the server's messages the same way.
  const say = useSpecText();
  const validate = useMemo(() => profileFormValidator(starRaasiCheck(lookups)), [lookups]);
  const initialValues = useMemo(() => toFormValues(profile), [profile]);
  const { form, submit, busy } = useSubmitForm<ProfileFormValues, ProfileResource>({
    initialValues,
    validate,
    send: async (_payload, values) => {
      const payload = { ...toPayload(values, { withGeneral: showGeneral }), ...extraPayload };
      const answer = await save(payload, profile?.id ?? null);
      if (answer.ok) return answer.profile;
      const violations = Object.entries(answer.fieldErrors).map(([propertyPath, message]) => ({
        propertyPath,
        message,
      }));
      throw new ApiError(422, answer.message, violations);
    },
    success: PROFILE_TEXT.saved,
    onSuccess: onSaved,
    notify: 'toast',
    unreachable: PROFILE_TEXT.networkFailed,
    reveal: revealFirstError,
  });

  // A member who changes a number the team verified is told first: it is called again, and
  // matching pauses until then (lib/data/member-visibility.ts). Written differently is no change.
  const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '');
  const submitChecked = (event?: React.FormEvent<HTMLFormElement>) => {
    if (showGeneral || !profile?.mobileVerified || digits(form.values.mobile) === digits(profile.mobile))
      return submit(event);
    event?.preventDefault();
    openConfirm({
      title: say(PROFILE_TEXT.mobileChangeTitle),
      children: <Text size="sm">{say(PROFILE_TEXT.mobileChange)}</Text>,
      labels: { confirm: say(PROFILE_TEXT.mobileChangeConfirm), cancel: say('Cancel') },
      onConfirm: () => submit(),
    });
  };

  const sectionProps = { form, lookups };
  return (
    <form onSubmit={submitChecked} noValidate aria-label={say(PROFILE_TEXT.modalTitle)}>
      <Stack gap="lg">
        {header}
        <Section title={SECTIONS.photo} single>
          <UploadDropzone
            kind="image"
            label={LABELS.photo}
            hideLabel
            hint={UPLOAD_TEXT.photoLabel}
            placeholder={PLACEHOLDERS.photo}
            {...form.getInputProps('photo')}
            value={form.values.photo}
          />
        </Section>
        <Section title={SECTIONS.caste} single>
          <ChoiceField {...sectionProps} field="caste" />
        </Section>
        <PersonalSection {...sectionProps} />
        <FamilySection {...sectionProps} />
        <HoroscopeSection {...sectionProps} />
        <LookingForSection {...sectionProps} />
        {showGeneral && <GeneralSection {...sectionProps} />}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {say(PROFILE_TEXT.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
