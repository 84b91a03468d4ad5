'use client';

import { Button, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FormCard } from '@/components/ui/form-card';
import { PhoneInput } from '@/components/ui/phone-input';
import { ResultAlert } from '@/components/ui/result-alert';
import { useResultForm } from '@/components/forms/use-result-form';
import { ACCOUNT_MESSAGES } from '@/lib/validation/account';
import { contactSchema } from '@/lib/validation/contact';
import { sendEnquiry } from './actions';
import { inputWithVerdict, isValidTouched } from '@/components/ui/input-verdict';

/** ContactForm (spec sections 2, 5, 8): the form resets after every attempt; a dismissible alert tells the result. */
export function ContactForm() {
  const t = useTranslations('contact');
  const { form, submit, busy, result, dismiss } = useResultForm({
    initialValues: { name: '', email: '', mobile: '', message: '' },
    schema: contactSchema,
    send: sendEnquiry,
    success: ACCOUNT_MESSAGES.submitted,
    failure: ACCOUNT_MESSAGES.somethingWrong,
  });

  return (
    <FormCard title={t('title')} onSubmit={submit} width={520}>
      <ResultAlert result={result} onClose={dismiss} />
      <TextInput label={t('name')} autoComplete="name" withAsterisk {...inputWithVerdict(form, 'name')} />
      <TextInput
        label={t('email')}
        type="email"
        autoComplete="email"
        withAsterisk
        {...inputWithVerdict(form, 'email')}
      />
      <PhoneInput
        label={t('phone')}
        withAsterisk
        {...form.getInputProps('mobile')}
        valid={isValidTouched(form, 'mobile')}
      />
      <Textarea label={t('message')} rows={5} withAsterisk {...inputWithVerdict(form, 'message')} />
      <Button type="submit" loading={busy} fullWidth>
        {t('submit')}
      </Button>
    </FormCard>
  );
}
