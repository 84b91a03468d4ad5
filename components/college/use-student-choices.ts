'use client';

import { useEffect, useState } from 'react';
import { fetchCollectionPage } from '@/components/crud/api-client';

type Option = { value: string; label: string };

/**
 * The payment form's student choices: active students matching the search text (name or roll
 * number, the list's q), 20 at a time. The chosen student stays a choice while the search text,
 * now its label "ROLL - Name", finds other rows; that label is no new search.
 */
export function useStudentChoices(search: string, chosen: string | null, given?: Option): Option[] {
  const [found, setFound] = useState<Option[]>([]);
  // Every student met so far, by IRI: the chosen one's label (a student given by the page, too).
  const [seen, setSeen] = useState<Record<string, Option>>(given ? { [given.value]: given } : {});
  useEffect(() => {
    const controller = new AbortController();
    const text = (/ - /.test(search) ? search.split(' - ')[0] : search).trim();
    const q = text ? `&q=${encodeURIComponent(text)}` : '';
    fetchCollectionPage(`/api/students?status=true&itemsPerPage=20${q}`, controller.signal).then(
      (page) => {
        const options = page.members.map((s) => ({
          value: String(s['@id']),
          label: `${s.rollNo} - ${s.name}`,
        }));
        setSeen((known) => ({ ...known, ...Object.fromEntries(options.map((o) => [o.value, o])) }));
        setFound(options);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [search]);
  const kept = chosen ? seen[chosen] : undefined;
  return kept ? [kept, ...found.filter((s) => s.value !== kept.value)] : found;
}
