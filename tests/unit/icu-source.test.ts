/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { icuSource, type CatalogueText } from '@/lib/i18n/icu-source';
import en from '@/lib/i18n/messages/en.json';
import ta from '@/lib/i18n/messages/ta.json';

/** Every leaf of a catalogue, "a.b" → text. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const asWritten = (locale: string) =>
  new Map(leaves(JSON.parse(readFileSync(`lib/i18n/messages/${locale}.json`, 'utf8'))) as [string, string][]);

/** A plural, select or formatted argument: for translators only (lib/i18n/icu-source.ts). */
const FORMATTED = /\{\s*\w+\s*,/;

describe('catalogue texts read as written from the compiled catalogues', () => {
  it.each([
    ['en', en],
    ['ta', ta],
  ])('gives back every %s text with placeholders and tags as written', (locale, compiled) => {
    const written = asWritten(locale);
    const texts = leaves(compiled);
    // The import is the compiled catalogue (tests/precompiled-messages.mjs), as in the build.
    expect(texts.some(([, text]) => Array.isArray(text))).toBe(true);
    expect(texts).toHaveLength(written.size);
    for (const [key, text] of texts) {
      if (FORMATTED.test(written.get(key)!)) continue;
      expect([key, icuSource(text as CatalogueText)]).toEqual([key, written.get(key)]);
    }
  });

  it("gives the register form's consent with its links' tags, and the grievance's ticket with its placeholder", () => {
    expect(icuSource(en.auth.consent)).toBe(
      'I agree to the <terms>Terms</terms> and <privacy>Privacy Policy</privacy>',
    );
    expect(icuSource(en.grievance.ticket)).toBe('Ticket {ticket}');
  });

  it('refuses a plural rather than guessing at it', () => {
    expect(() => icuSource(en.messages.unread as CatalogueText)).toThrow(
      /plural, select or formatted argument/,
    );
  });
});
