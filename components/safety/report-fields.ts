'use client';

import { useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { REPORT_REASONS, reportFieldErrors, type ReportReason } from '@/lib/validation/report-reasons';

const REASONS = Object.keys(REPORT_REASONS) as ReportReason[];

/**
 * The reason and the details of a report, as both Report dialogs ask them (a member's,
 * ./safety-dialogs.tsx; a message's, components/messages/report-message-dialog.tsx): the same
 * check (lib/validation/report-reasons.ts, no zod), each field's refusal under itself and gone as
 * soon as the field changes. Their words are the `messages` namespace's, which the pages of both
 * dialogs carry (the conversation's has no other).
 */
export function useReportFields() {
  const t = useTranslations('messages');
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});

  return {
    /** Mantine Select's props: the reasons in the page's language, the choice, its refusal. */
    reason: {
      data: REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
      value: reason,
      error: errors.reason,
      onChange: (value: string | null) => {
        setReason(value);
        setErrors(({ details }) => ({ details }));
      },
    },
    /** Mantine Textarea's props: the text, its refusal. */
    details: {
      value: details,
      error: errors.details,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setDetails(event.currentTarget.value);
        setErrors(({ reason }) => ({ reason }));
      },
    },
    /** What to send, or null once each refused field shows why. */
    check: () => {
      const refused = reportFieldErrors(reason, details);
      setErrors({
        reason: refused.reason && t(refused.reason),
        details: refused.details && t(refused.details),
      });
      return refused.reason || refused.details
        ? null
        : { reason: reason as ReportReason, details: details.trim() };
    },
    /** A refusal after sending (the server's, a failure), already in the page's language. */
    refuse: setErrors,
    /** No refusal shown (the dialog closed), the fields kept. */
    clearErrors: () => setErrors({}),
    /** Empty fields again, once the report is sent. */
    clear: () => {
      setReason(null);
      setDetails('');
      setErrors({});
    },
  };
}

/** Where the API's refusals show: the reported member's or message's under the details, where the member writes. */
const FIELD_OF: Record<string, 'reason' | 'details'> = {
  reason: 'reason',
  details: 'details',
  profile: 'details',
  message: 'details',
};

/** The API's refusals by field, the first of each, in the page's language (`say`). */
export function refusalsByField(
  violations: { propertyPath: string; message: string }[],
  say: (text: string) => string,
) {
  const errors: { reason?: string; details?: string } = {};
  for (const { propertyPath, message } of violations) {
    const field = FIELD_OF[propertyPath];
    if (field) errors[field] ??= say(message);
  }
  return errors;
}
