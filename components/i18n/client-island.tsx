import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { clientMessages, type ClientNamespace } from '@/lib/i18n/client-namespaces';
import { NONCE_HEADER } from '@/lib/http/content-security-policy';

/**
 * What Mantine's client components and next-intl's hooks need around them: Mantine's provider (with
 * this request's CSP nonce for its <style> tags) and the messages of `namespaces` (by default every
 * namespace client components read). The root layout has neither, so a page without an island (the
 * home page, the legal texts) downloads no Mantine and no next-intl (issue 28, item 3); the
 * signed-in layout is one island (the shell's namespaces), a public form another.
 */
export async function ClientIsland({
  namespaces,
  children,
}: {
  namespaces?: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  // Reading the nonce makes the page render per request, which a nonce requires anyway.
  const [requestHeaders, messages, locale] = await Promise.all([headers(), getMessages(), getLocale()]);
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  return (
    <NextIntlClientProvider messages={clientMessages(messages, locale, namespaces)}>
      <Providers nonce={nonce}>{children}</Providers>
    </NextIntlClientProvider>
  );
}

/**
 * Inside an island, a part with other texts: its client components read the messages of
 * `namespaces` only (a nested provider replaces the outer one's messages; Mantine's stays).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[];
  children: React.ReactNode;
}) {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()]);
  return (
    <NextIntlClientProvider messages={clientMessages(messages, locale, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * A signed-in page with the messages its own client components read: the signed-in layout's island
 * carries only the shell's, so that no page sends every other page's texts. The layout is not
 * rendered again on a soft navigation, the page is, and brings its own.
 * tests/unit/client-namespaces.test.ts checks each list against the page's client modules. A list
 * names `validation` when its client code says the spec's texts (useSpecText): Tamil pages get it,
 * English ones do not need it and do not get it (lib/i18n/client-namespaces.ts).
 */
export function pageWithMessages<Props extends object>(
  namespaces: readonly ClientNamespace[],
  Page: (props: Props) => React.ReactNode | Promise<React.ReactNode>,
) {
  return function PageWithMessages(props: Props) {
    return (
      <ClientMessages namespaces={namespaces}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
