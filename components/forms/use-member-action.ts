'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError } from '@/components/crud/api-client';
import { notifySuccess } from '@/components/crud/notify';
import { useSpecText } from '@/components/i18n/use-spec-text';

/**
 * One member setting's call, the same for every switch and confirmed change on the member pages
 * (hide, private browsing, married, a saved search's alert or deletion): busy while it runs, the
 * server's message (in the page's language) when refused, else `failed`; on success a notice and,
 * unless told not to (a switch that shows its own state), a refreshed page. `run` answers whether
 * it applied.
 */
export function useMemberAction({ failed, refresh = true }: { failed: string; refresh?: boolean }) {
  const router = useRouter();
  const say = useSpecText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      notifySuccess(done);
      if (refresh) router.refresh();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? say(failure.message) : failed);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
