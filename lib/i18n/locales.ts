/**
 * The interface's languages. English is the spec's (its texts stay word for word); Tamil stands beside
 * it. A language is one catalogue in ./messages and one entry here (README: "Adding a language").
 */
export const LOCALES = ['en', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the choice (the name next-intl and most sites use). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** A year (the choice outlives sessions, as the account's copy does); readable by any page. */
export const LOCALE_COOKIE_OPTIONS = {
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax',
  path: '/',
  httpOnly: false,
} as const;

/** Each language's own name, as the switch shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ta: 'தமிழ்' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
