'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, LoadingOverlay, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { readApiError } from './api-errors';
import { starRaasiCheck, useLookups } from './lookups';
import { profileValidator, type ProfileFormValues } from './profile-schema';
import { LABELS, PLACEHOLDERS, PROFILE_TEXT, SECTIONS, UPLOAD_TEXT } from './profile-text';
import { toFormValues, toPayload, type ProfileResource } from './profile-wire';
import { ChoiceField, Section } from './sections/fields';
import { FamilySection } from './sections/family-section';
import { GeneralSection } from './sections/general-section';
import { HoroscopeSection } from './sections/horoscope-section';
import { LookingForSection } from './sections/looking-for-section';
import { PersonalSection } from './sections/personal-section';
import { UploadDropzone } from './upload-dropzone';

export type ProfileFormProps = {
  /** The stored profile to edit, or null to create one. */
  profile: ProfileResource | null;
  /** Shows and sends the General section (Mobile Verified, Members Plan, Expiry, Status): administrators only. */
  showGeneral?: boolean;
  /** Called with the saved profile after 'Saved Succssfully'. */
  onSaved: (saved: ProfileResource) => void;
  /** Fields of the caller's own shown above the form (the administrator's account e-mail). */
  header?: ReactNode;
  /** Properties of the caller's own sent with the profile (that e-mail). */
  extraPayload?: Record<string, unknown>;
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
 * The profile form, sections in the spec's order. A new profile is POSTed, a stored one PATCHed
 * (merge-patch); a refusal shows the server's hydra:description and keeps every value.
 */
export function ProfileForm({
  profile,
  showGeneral = false,
  onSaved,
  header,
  extraPayload,
}: ProfileFormProps) {
  const { lookups, state } = useLookups({ withMembersPlans: showGeneral });
  const [busy, setBusy] = useState(false);
  const validate = useMemo(() => profileValidator(starRaasiCheck(lookups)), [lookups]);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const update = profile !== null;
    try {
      const response = await fetch(update ? `/api/profiles/${profile.id}` : '/api/profiles', {
        method: update ? 'PATCH' : 'POST',
        headers: {
          'Content-Type': update ? 'application/merge-patch+json' : 'application/ld+json',
          Accept: 'application/ld+json',
        },
        body: JSON.stringify({ ...toPayload(values, { update, withGeneral: showGeneral }), ...extraPayload }),
      });
      if (response.status === (update ? 200 : 201)) {
        notifications.show({ color: 'green', message: PROFILE_TEXT.saved });
        onSaved((await response.json()) as ProfileResource);
        return;
      }
      const { description, fieldErrors } = await readApiError(response);
      form.setErrors(fieldErrors);
      notifications.show({ color: 'yellow', message: description });
    } catch (error) {
      console.error(error);
      notifications.show({ color: 'yellow', message: PROFILE_TEXT.networkFailed });
    } finally {
      setBusy(false);
    }
  }, revealFirstError);

  const sectionProps = { form, lookups };
  return (
    <form onSubmit={submit} noValidate aria-label={PROFILE_TEXT.modalTitle}>
      <LoadingOverlay visible={state === 'loading'} zIndex={10} />
      <Stack gap="lg">
        {state === 'failed' && (
          <Alert color="red" variant="light">
            {PROFILE_TEXT.lookupsFailed}
          </Alert>
        )}
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
          <ChoiceField form={form} field="caste" data={lookups.castes} required />
        </Section>
        <PersonalSection {...sectionProps} />
        <FamilySection {...sectionProps} />
        <HoroscopeSection {...sectionProps} />
        <LookingForSection {...sectionProps} />
        {showGeneral && <GeneralSection {...sectionProps} />}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={state !== 'ready'}>
            {PROFILE_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
