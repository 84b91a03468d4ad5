'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';

/**
 * One account setting's call, the same for every switch on the account page (hide, private
 * browsing, married, the partner's answer): busy while it runs, the server's message (in the page's
 * language) when refused, else a notice and a refreshed page. `run` answers whether it applied.
 */
export function useAccountAction() {
  const router = useRouter();
  const t = useTranslations('account');
  const say = useSpecText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      notifySuccess(done);
      router.refresh();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : t('somethingWrong'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
