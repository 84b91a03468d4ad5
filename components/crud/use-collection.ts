'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError, collectionPath, fetchCollectionPage } from './api-client';
import { MESSAGES } from './messages';
import type { InitialPage, ResourceRow } from './types';

type Answer = { key: string | null; rows: ResourceRow[]; total: number; error: string | null };
/** total is null until the first answer: the footer must not claim 0 rows while loading. */
type Result = Omit<Answer, 'key' | 'total'> & { total: number | null; loading: boolean };

const keyOf = (collection: string, query: string) => `${collectionPath(collection)}?${query}`;

/**
 * One page of a collection for the query given (null: nothing can match, so nothing is asked).
 * The previous rows stay on screen while the next page loads; an answer to an older query is
 * dropped. Changing `reloadKey` asks again for the same query (after a save). `initial` is the
 * page the server rendered with the screen: it is the first answer, so its query is not asked again.
 */
export function useCollection(
  collection: string,
  query: string | null,
  reloadKey: number,
  initial?: InitialPage | null,
): Result {
  const router = useRouter();
  const key = query === null ? null : keyOf(collection, query);
  const [answer, setAnswer] = useState<Answer>(() =>
    initial
      ? { key: keyOf(collection, initial.query), rows: initial.rows, total: initial.total, error: null }
      : { key: null, rows: [], total: 0, error: null },
  );
  const [answeredReload, setAnsweredReload] = useState(reloadKey);
  // What the rows on screen answer, read by the effect without making it run again on each answer.
  const answered = useRef({ key: answer.key, reload: reloadKey });

  useEffect(() => {
    if (key === null) return;
    if (answered.current.key === key && answered.current.reload === reloadKey) return;
    const controller = new AbortController();
    fetchCollectionPage(key, controller.signal).then(
      (page) => {
        answered.current = { key, reload: reloadKey };
        setAnswer({ key, rows: page.members, total: page.total, error: null });
        setAnsweredReload(reloadKey);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          // The session ended: sign in again and come back to this very view.
          router.replace(
            `/login?callbackUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`,
          );
          return;
        }
        answered.current = { key, reload: reloadKey };
        setAnswer({
          key,
          rows: [],
          total: 0,
          error: error instanceof ApiError ? error.message : MESSAGES.unreachable,
        });
        setAnsweredReload(reloadKey);
      },
    );
    return () => controller.abort();
  }, [key, reloadKey, router]);

  if (key === null) return { rows: [], total: 0, error: null, loading: false };
  return {
    rows: answer.rows,
    total: answer.key === null ? null : answer.total,
    error: answer.key === key ? answer.error : null,
    loading: answer.key !== key || answeredReload !== reloadKey,
  };
}
