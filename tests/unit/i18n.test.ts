/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { negotiateLocale } from '@/lib/i18n/negotiate';

describe('the language of a request', () => {
  it("is the member's choice first, then the browser's, then English", () => {
    expect(negotiateLocale({ cookie: 'ta', acceptLanguage: 'en-GB,en;q=0.9' })).toBe('ta');
    expect(negotiateLocale({ cookie: 'en', acceptLanguage: 'ta-IN,ta;q=0.9' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'ta-IN,ta;q=0.9,en;q=0.8' })).toBe('ta');
    expect(negotiateLocale({ acceptLanguage: 'fr-FR,ta;q=0.5,en;q=0.4' })).toBe('ta');
    expect(negotiateLocale({ acceptLanguage: 'en-IN,ta;q=0.5' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'de-DE,fr;q=0.8' })).toBe('en');
    expect(negotiateLocale({})).toBe('en');
  });

  it('ignores a cookie naming no language of ours and a malformed header', () => {
    expect(negotiateLocale({ cookie: 'xx', acceptLanguage: 'ta' })).toBe('ta');
    expect(negotiateLocale({ cookie: '../../etc', acceptLanguage: null })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: ';;;q=,,@@' })).toBe('en');
    expect(negotiateLocale({ acceptLanguage: 'x'.repeat(5000) })).toBe('en');
  });
});

describe('the catalogue check (scripts/check-messages.mjs, run by the test command)', () => {
  const check = (catalogues: Record<string, unknown>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'messages-'));
    for (const [locale, messages] of Object.entries(catalogues))
      writeFileSync(path.join(dir, `${locale}.json`), JSON.stringify(messages));
    try {
      return {
        ok: true,
        output: execFileSync('node', ['scripts/check-messages.mjs', dir], { stdio: 'pipe' }).toString(),
      };
    } catch (error) {
      return { ok: false, output: String((error as { stderr: Buffer }).stderr) };
    }
  };

  it("passes the app's own catalogues", () => {
    // As written, not as an import compiles them (tests/precompiled-messages.mjs).
    const asWritten = (locale: string) =>
      JSON.parse(readFileSync(path.join('lib/i18n/messages', `${locale}.json`), 'utf8')) as unknown;
    expect(check({ en: asWritten('en'), ta: asWritten('ta') })).toMatchObject({ ok: true });
  });

  it('fails on a text missing in either language, an empty one, or other placeholders', () => {
    const english = { a: { hello: 'Hello {name}', bye: 'Bye' } };
    expect(check({ en: english, ta: { a: { hello: 'வணக்கம் {name}' } } })).toEqual({
      ok: false,
      output: expect.stringContaining('ta.json lacks "a.bye"'),
    });
    expect(
      check({ en: english, ta: { a: { hello: 'வணக்கம் {name}', bye: 'போய் வருக', extra: 'x' } } }).output,
    ).toContain('ta.json has "a.extra", which en.json does not');
    expect(check({ en: english, ta: { a: { hello: 'வணக்கம் {who}', bye: ' ' } } }).output).toMatch(
      /"a.hello" names \{who\}, en.json \{name\}[\s\S]*"a.bye" is empty/,
    );
  });
  it('fails on a common text (somethingWrong, cancel, close) worded two ways in one language', () => {
    const english = { a: { cancel: 'Cancel' }, b: { cancel: 'Cancel' } };
    expect(check({ en: english, ta: { a: { cancel: 'ரத்து செய்' }, b: { cancel: 'ரத்துசெய்' } } })).toEqual({
      ok: false,
      output: expect.stringContaining('ta.json: "b.cancel" is "ரத்துசெய்", "a.cancel" "ரத்து செய்"'),
    });
    const alike = { a: { cancel: 'ரத்து செய்' }, b: { cancel: 'ரத்து செய்' } };
    expect(check({ en: english, ta: alike })).toMatchObject({ ok: true });
  });
});
