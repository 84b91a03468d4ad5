import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { clientMessages, type ClientNamespace } from '@/lib/i18n/client-namespaces';

/**
 * The messages of `namespaces` for the client components inside (next-intl's hooks read them). The
 * root layout sends none, so a page without client texts (the home page, the legal texts)
 * downloads no next-intl (issue 28, item 3); the signed-in layout sends the shell's, each signed-in
 * page its own (pageWithMessages), and a nested one replaces the outer one's messages. Mantine's
 * provider is apart: components/mantine-page.tsx.
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
