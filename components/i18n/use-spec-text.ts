'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { specText } from '@/lib/i18n/spec-text';

/**
 * Reads the spec's English messages (a schema's, a server's answer) in the page's language
 * (lib/i18n/spec-text.ts); a text the catalogue does not list passes through unchanged.
 */
export function useSpecText(): (text: string) => string {
  const t = useTranslations('validation');
  return useCallback((text: string) => specText(text, t), [t]);
}

/** A form's field errors, each read in the page's language. */
export function translateErrors(errors: Record<string, string>, say: (text: string) => string) {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, say(message)]));
}
