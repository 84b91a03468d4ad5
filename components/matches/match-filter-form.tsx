'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { formToSearch } from './filter-query';

const PATH = '/user/matches';

/** What a multi-choice's summary says: the ticked names, or "Any". */
function showChosen(details: HTMLDetailsElement) {
  const chosen = details.querySelector<HTMLElement>('[data-chosen]');
  if (!chosen) return;
  const names = [...details.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')].map(
    (box) => box.labels?.[0]?.textContent ?? '',
  );
  chosen.textContent = names.length ? names.join(', ') : (chosen.dataset.any ?? '');
  if (names.length) delete chosen.dataset.empty;
  else chosen.dataset.empty = 'true';
}

/**
 * The match filters' <form> (Mantine's Paper), a GET form that works without JavaScript; with it,
 * a small enhancement: the search goes to the match URL in one step (no redirect, no full load),
 * a multi-choice's summary follows its ticks, and an open list closes on Escape or a click outside.
 */
export function MatchFilterForm({ label, children }: { label: string; children: ReactNode }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const close = (event: PointerEvent) => {
      for (const details of form.current?.querySelectorAll('details[open]') ?? [])
        if (!details.contains(event.target as Node)) (details as HTMLDetailsElement).open = false;
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);
  return (
    <form
      ref={form}
      method="get"
      action={PATH}
      aria-label={label}
      style={
        {
          '--paper-radius': 'var(--mantine-radius-md)',
          marginBottom: 'var(--mantine-spacing-md)',
          padding: 'var(--mantine-spacing-md)',
        } as CSSProperties
      }
      className="m_1b7284a3 mantine-Paper-root"
      data-with-border="true"
      onSubmit={(event) => {
        event.preventDefault();
        const sent = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget))
          if (typeof value === 'string') sent.append(name, value);
        router.push(`${PATH}?${formToSearch(sent)}`);
      }}
      onChange={(event) => {
        const details = (event.target as HTMLElement).closest('details');
        if (details) showChosen(details);
      }}
      onKeyDown={(event) => {
        const details = (event.target as HTMLElement).closest('details');
        if (event.key === 'Escape' && details?.open) {
          details.open = false;
          details.querySelector('summary')?.focus();
        }
      }}
    >
      {children}
    </form>
  );
}
