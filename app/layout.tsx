import '@mantine/core/styles.css';
import './tamil-font.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import { NONCE_HEADER } from '@/lib/http/content-security-policy';
import { preload } from 'react-dom';
import { TAMIL_FONT_URL } from './fonts';

export const metadata: Metadata = {
  title: { default: 'Thirumanam', template: '%s · Thirumanam' },
  description: 'Thirumanam: a matrimony service for Tamil families',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // This request's CSP nonce (proxy.ts): Mantine's inline script and <style> tags need it. Reading
  // it makes every page render per request, which a nonce requires anyway.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // The request's language (lib/i18n/request.ts): the page's lang, and the client components' texts.
  const locale = await getLocale();
  // Of its messages, only the namespaces client components read (lib/i18n/client-namespaces.ts).
  const messages = clientMessages(await getMessages());
  // Every page draws Tamil at once (a Tamil page throughout; an English one its language switch's
  // "தமிழ்" and the lists' names in Tamil), so the font comes with the page: Chromium draws Tamil
  // laid out before the face arrived as boxes and keeps them, even after it has loaded.
  preload(TAMIL_FONT_URL, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={locale} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <NextIntlClientProvider messages={messages}>
          <Providers nonce={nonce}>{children}</Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
