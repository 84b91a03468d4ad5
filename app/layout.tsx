import '@mantine/core/styles.css';
import './mantine-theme.css';
import './tamil-font.css';
import './tamil-buttons.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { getLocale } from 'next-intl/server';
import { NONCE_HEADER } from '@/lib/http/content-security-policy';
import { preload } from 'react-dom';
import { TAMIL_FONT_URL, TAMIL_LABEL_URL } from './fonts';

export const metadata: Metadata = {
  title: { default: 'Thirumanam', template: '%s · Thirumanam' },
  description: 'Thirumanam: a matrimony service for Tamil families',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * No client provider here: Mantine's and next-intl's come with the pages' client islands
 * (components/i18n/client-island.tsx: the signed-in layout, the public forms), so the home page and
 * the legal texts download neither (issue 28, item 3). Mantine's theme variables, which its provider
 * would write in a <style> tag, come from app/mantine-theme.css (scripts/theme-css.ts).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // This request's CSP nonce (proxy.ts): Mantine's inline colour-scheme script needs it. Reading it
  // makes every page render per request, which a nonce requires anyway.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // The request's language (lib/i18n/request.ts): the page's lang.
  const locale = await getLocale();
  // A Tamil page draws Tamil at once, so its font comes with the page: Chromium would lay the text
  // out before the face arrived. An English page's only Tamil is its switch's "தமிழ்": the cut of
  // the font holding those letters comes with it instead (app/fonts.ts).
  preload(locale === 'ta' ? TAMIL_FONT_URL : TAMIL_LABEL_URL, {
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  });
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>{children}</body>
    </html>
  );
}
