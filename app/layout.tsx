import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { Providers } from '@/components/providers';
import { NONCE_HEADER } from '@/lib/http/content-security-policy';

export const metadata: Metadata = {
  title: { default: 'Thirumanam', template: '%s · Thirumanam' },
  description: 'Thirumanam: a matrimony service for Tamil families',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // This request's CSP nonce (proxy.ts): Mantine's inline script and <style> tags need it. Reading
  // it makes every page render per request, which a nonce requires anyway.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
